import { formations } from '@sfl/contracts';
import { CAPTAIN_MULTIPLIER } from '../points/gameweek-score';

/** The rules of a squad, as the squads subgraph enforces them and pages explain them. */
export const SQUAD_RULES = {
  formations: [...formations],
  squadSize: 17,
  starters: 11,
  benchSize: 6,
  captainMultiplier: CAPTAIN_MULTIPLIER,
  teamNameMaxLength: 30,
} as const;
