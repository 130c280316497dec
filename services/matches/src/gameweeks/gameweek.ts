import type { gameweekStatuses } from '@sfl/contracts';
import type { GameweekTally } from './gameweeks.repository';

export type GameweekStatus = (typeof gameweekStatuses)[number];

export interface Gameweek {
  season: number;
  number: number;
  /** When lineups lock: the first kick-off, as played once a match has started, else as scheduled. */
  deadline: Date;
  status: GameweekStatus;
  matches: number;
}

export function gameweekOf(tally: GameweekTally): Gameweek {
  const status: GameweekStatus =
    tally.started === 0 ? 'UPCOMING' : tally.finished === tally.matches ? 'FINISHED' : 'LIVE';
  return {
    season: tally.season,
    number: tally.number,
    deadline: tally.firstStartedAt ?? tally.firstKickoffAt,
    status,
    matches: tally.matches,
  };
}
