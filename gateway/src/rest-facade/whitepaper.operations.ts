// The GraphQL operations behind GET /api/whitepaper: the rules as the services that apply them
// publish them. The squad rules are their own operation: squads may not be in the graph yet.

import type { PositionGroup } from '@sfl/contracts';

export const GAME_RULES = `query FacadeGameRules {
  scoringRules { rule action note points { group points } }
  currentSeason { number firstGameweek lastGameweek } }`;

export const SQUAD_RULES = `query FacadeSquadRules {
  squadRules { formations squadSize starters benchSize captainMultiplier } }`;

export interface ScoringRule {
  rule: string;
  action: string;
  note: string | null;
  points: { group: PositionGroup; points: number }[];
}

export interface GameRules {
  scoringRules: ScoringRule[];
  currentSeason: { number: number; firstGameweek: number; lastGameweek: number } | null;
}

export interface SquadRules {
  formations: string[];
  squadSize: number;
  starters: number;
  benchSize: number;
  captainMultiplier: number;
}
