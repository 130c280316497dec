import { GameweeksScheduled, SeasonStarted } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { plannedDeadlinesIn } from '../gameweeks/gameweeks.repository';
import { fixturesOfSeasonIn } from '../matches/matches.repository';
import { stableUuid } from '../shared/stable-uuid';
import { seasonGameweeks } from './season-calendar';

export interface StartedSeason {
  seed: number;
  season: number;
  gameweeksPerSeason: number;
  startedAt: Date;
}

const seasonAggregateId = (seed: number, season: number) => stableUuid(`${seed}:season:${season}`);

/** Records SeasonStarted in the caller's transaction, the one that wrote the season's fixtures. */
export async function recordSeasonStarted(manager: EntityManager, started: StartedSeason): Promise<void> {
  const { first, last } = seasonGameweeks(started.season, started.gameweeksPerSeason);
  await recordEvent(manager, SeasonStarted, {
    aggregateId: seasonAggregateId(started.seed, started.season),
    payload: {
      season: started.season,
      firstGameweek: first,
      lastGameweek: last,
      startedAt: started.startedAt.toISOString(),
    },
  });
}

/**
 * Records GameweeksScheduled for a season whose fixtures are written (in the caller's transaction):
 * each gameweek's planned deadline is its first planned kick-off, and every fixture's kick-off
 * (when squads locks its clubs' players).
 */
export async function recordGameweeksScheduled(
  manager: EntityManager,
  seed: number,
  season: number,
): Promise<void> {
  const deadlines = await plannedDeadlinesIn(manager, season);
  const fixtures = await fixturesOfSeasonIn(manager, season);
  await recordEvent(manager, GameweeksScheduled, {
    aggregateId: seasonAggregateId(seed, season),
    payload: {
      season,
      gameweeks: deadlines.map((deadline) => ({
        gameweek: deadline.gameweek,
        plannedDeadline: deadline.plannedDeadline.toISOString(),
      })),
      fixtures: fixtures.map((fixture) => ({ ...fixture, kickoffAt: fixture.kickoffAt.toISOString() })),
    },
  });
}

/** A new season's announcement: it started, and when each of its gameweeks is planned to lock. */
export async function recordSeasonAnnounced(manager: EntityManager, started: StartedSeason): Promise<void> {
  await recordSeasonStarted(manager, started);
  await recordGameweeksScheduled(manager, started.seed, started.season);
}
