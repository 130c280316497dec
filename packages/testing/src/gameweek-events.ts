import { randomUUID } from 'node:crypto';
import {
  FixtureLocked,
  GameweekDeadlinePassed,
  GameweekFinished,
  GameweeksScheduled,
  LineupLocked,
  ManagerGameweekPointsUpdated,
  SeasonStarted,
} from '@sfl/contracts';
import type { EventContract, PayloadOf } from '@sfl/events';

/**
 * What a test records or publishes for a service it does not run: spread into `publish` or
 * `record` (`t.publish(...gameweekFinished(3))`). Valid payloads for the arguments given and
 * nothing more: the order and timing of events stay the test's own.
 */
export type StandInRecord<P> = [contract: EventContract<P>, aggregateId: string, payload: P];

/** A season's span; gameweeks 1 to 38 of season 1 unless told. */
export interface SeasonSpan {
  season?: number;
  firstGameweek?: number;
  lastGameweek?: number;
}

const seasonKey = (season: number) => `season-${season}`;

/** SeasonStarted (matches.events). */
export function seasonStarted(
  { season = 1, firstGameweek = 1, lastGameweek = 38 }: SeasonSpan = {},
  startedAt = new Date(),
): StandInRecord<PayloadOf<typeof SeasonStarted>> {
  return [
    SeasonStarted,
    seasonKey(season),
    { season, firstGameweek, lastGameweek, startedAt: startedAt.toISOString() },
  ];
}

/** GameweeksScheduled (matches.events): every gameweek of the span at `plannedDeadline(gameweek)`. */
export function gameweeksScheduled(
  plannedDeadline: (gameweek: number) => Date,
  { season = 1, firstGameweek = 1, lastGameweek = 38 }: SeasonSpan = {},
): StandInRecord<PayloadOf<typeof GameweeksScheduled>> {
  const gameweeks = Array.from({ length: lastGameweek - firstGameweek + 1 }, (_, i) => ({
    gameweek: firstGameweek + i,
    plannedDeadline: plannedDeadline(firstGameweek + i).toISOString(),
  }));
  return [GameweeksScheduled, seasonKey(season), { season, gameweeks }];
}

/** GameweekDeadlinePassed (matches.events), keyed by a new first match. */
export function gameweekDeadlinePassed(
  gameweek: number,
  deadline = new Date(),
): StandInRecord<PayloadOf<typeof GameweekDeadlinePassed>> {
  const firstMatchId = randomUUID();
  return [GameweekDeadlinePassed, firstMatchId, { gameweek, deadline: deadline.toISOString(), firstMatchId }];
}

/** GameweekFinished (matches.events), keyed by a new last match. */
export function gameweekFinished(
  gameweek: number,
  finishedAt = new Date(),
): StandInRecord<PayloadOf<typeof GameweekFinished>> {
  const lastMatchId = randomUUID();
  return [GameweekFinished, lastMatchId, { gameweek, finishedAt: finishedAt.toISOString(), lastMatchId }];
}

/** LineupLocked (squads.events) with an empty 4-3-3 lineup: the manager plays the gameweek. */
export function lineupLocked(
  managerId: string,
  gameweek: number,
  lockedAt = new Date(),
): StandInRecord<PayloadOf<typeof LineupLocked>> {
  return [
    LineupLocked,
    managerId,
    {
      managerId,
      gameweek,
      formation: '4-3-3',
      starters: [],
      bench: [],
      captainFootballerId: null,
      viceCaptainFootballerId: null,
      lockedAt: lockedAt.toISOString(),
    },
  ];
}

/**
 * FixtureLocked (squads.events): squads recorded the match's kick-off after `lineupChangesBefore`
 * of the gameweek's lineup changes; spl-rewards pays for the match's actions from then on.
 */
export function fixtureLocked(
  matchId: string,
  gameweek: number,
  lineupChangesBefore = 0,
  lockedAt = new Date(),
): StandInRecord<PayloadOf<typeof FixtureLocked>> {
  return [
    FixtureLocked,
    matchId,
    { matchId, gameweek, lineupChangesBefore, lockedAt: lockedAt.toISOString() },
  ];
}

/** ManagerGameweekPointsUpdated (squads.events); `totalPoints` is the gameweek's figure. */
export function managerPointsUpdated(
  managerId: string,
  gameweek: number,
  points: number,
  final: boolean,
  updatedAt = new Date(),
): StandInRecord<PayloadOf<typeof ManagerGameweekPointsUpdated>> {
  return [
    ManagerGameweekPointsUpdated,
    managerId,
    { managerId, gameweek, points, final, totalPoints: points, updatedAt: updatedAt.toISOString() },
  ];
}
