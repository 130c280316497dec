import { GameweeksScheduled, SeasonStarted } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
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
  const rows = (await manager.query(
    `SELECT gameweek, min(kickoff_at) AS "plannedDeadline" FROM match
     WHERE season = $1 GROUP BY gameweek ORDER BY gameweek`,
    [season],
  )) as { gameweek: number; plannedDeadline: Date | string }[];
  const fixtures = (await manager.query(
    `SELECT id AS "matchId", gameweek, home_club_id AS "homeClubId", away_club_id AS "awayClubId",
       kickoff_at AS "kickoffAt" FROM match WHERE season = $1 ORDER BY gameweek, kickoff_at, id`,
    [season],
  )) as {
    matchId: string;
    gameweek: number;
    homeClubId: string;
    awayClubId: string;
    kickoffAt: Date | string;
  }[];
  await recordEvent(manager, GameweeksScheduled, {
    aggregateId: seasonAggregateId(seed, season),
    payload: {
      season,
      gameweeks: rows.map((row) => ({
        gameweek: row.gameweek,
        plannedDeadline: new Date(row.plannedDeadline).toISOString(),
      })),
      fixtures: fixtures.map((fixture) => ({
        ...fixture,
        kickoffAt: new Date(fixture.kickoffAt).toISOString(),
      })),
    },
  });
}

/** A new season's announcement: it started, and when each of its gameweeks is planned to lock. */
export async function recordSeasonAnnounced(manager: EntityManager, started: StartedSeason): Promise<void> {
  await recordSeasonStarted(manager, started);
  await recordGameweeksScheduled(manager, started.seed, started.season);
}
