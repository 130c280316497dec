import type { GameweekFixtures } from './fixtures.repository';

/** When a player locks for a gameweek and whether he is locked now (docs/squads.md, Locks). */
export interface PlayerLock {
  lockAt: Date | null;
  locked: boolean;
}

/** A gameweek as locks see it: live once its deadline has passed here; `deadline` (planned until then). */
export interface LockingGameweek {
  gameweek: number;
  live: boolean;
  deadline: Date;
}

/**
 * A player locks at his club's fixture's kick-off (locked once it has kicked off by this service's
 * record); a club without a fixture in the gameweek locks at the deadline.
 */
export function lockOf(clubId: string, gameweek: LockingGameweek, fixtures: GameweekFixtures): PlayerLock {
  const fixture = fixtures.get(clubId);
  if (fixture) return { lockAt: fixture.kickoffAt, locked: fixture.kickedOff };
  return { lockAt: gameweek.deadline, locked: gameweek.live };
}
