import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { GameweeksScheduled, SeasonStarted } from '@sfl/contracts';
import type { EntityManager } from 'typeorm';
import type { GameweekProgress } from '../championships/championship-status';
import type { SeasonEntity } from './entities/season.entity';

/**
 * The only code that writes the projection of matches' seasons and gameweeks. Each event fills in
 * its own part of a row, so they may come in any order and any number of times.
 */
@Injectable()
export class GameweeksRepository {
  async startSeasonIn(manager: EntityManager, season: PayloadOf<typeof SeasonStarted>): Promise<void> {
    await manager.query(
      `INSERT INTO season (season, first_gameweek, last_gameweek) VALUES ($1, $2, $3)
       ON CONFLICT (season) DO NOTHING`,
      [season.season, season.firstGameweek, season.lastGameweek],
    );
  }

  async scheduleIn(manager: EntityManager, schedule: PayloadOf<typeof GameweeksScheduled>): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, season, planned_deadline)
       SELECT gameweek, $1, planned_deadline
       FROM unnest($2::int[], $3::timestamptz[]) AS planned(gameweek, planned_deadline)
       ON CONFLICT (gameweek) DO UPDATE SET season = EXCLUDED.season, planned_deadline = EXCLUDED.planned_deadline`,
      [
        schedule.season,
        schedule.gameweeks.map((g) => g.gameweek),
        schedule.gameweeks.map((g) => g.plannedDeadline),
      ],
    );
  }

  /** The gameweek went live at `at` (its first kick-off); the first time counts. */
  async deadlinePassedIn(manager: EntityManager, gameweek: number, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, deadline_passed_at) VALUES ($1, $2)
       ON CONFLICT (gameweek) DO UPDATE SET deadline_passed_at = coalesce(gameweek.deadline_passed_at, EXCLUDED.deadline_passed_at)`,
      [gameweek, at],
    );
  }

  async finishedIn(manager: EntityManager, gameweek: number, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, finished_at) VALUES ($1, $2)
       ON CONFLICT (gameweek) DO UPDATE SET finished_at = coalesce(gameweek.finished_at, EXCLUDED.finished_at)`,
      [gameweek, at],
    );
  }

  async progressIn(manager: EntityManager): Promise<GameweekProgress> {
    const [live] = (await manager.query(
      `SELECT coalesce(max(gameweek), 0)::int AS through FROM gameweek WHERE deadline_passed_at IS NOT NULL`,
    )) as { through: number }[];
    const finished = (await manager.query(`SELECT gameweek FROM gameweek WHERE finished_at IS NOT NULL`)) as {
      gameweek: number;
    }[];
    return { liveThrough: live!.through, finished: new Set(finished.map((row) => row.gameweek)) };
  }

  /** When the gameweek finished; null while it is not. */
  async finishedAtIn(manager: EntityManager, gameweek: number): Promise<Date | null> {
    const [row] = (await manager.query(`SELECT finished_at FROM gameweek WHERE gameweek = $1`, [
      gameweek,
    ])) as {
      finished_at: Date | string | null;
    }[];
    return row?.finished_at ? new Date(row.finished_at) : null;
  }

  /** Every gameweek's planned deadline known so far. */
  async plannedDeadlinesIn(manager: EntityManager): Promise<Map<number, Date>> {
    const rows = (await manager.query(
      `SELECT gameweek, planned_deadline FROM gameweek WHERE planned_deadline IS NOT NULL`,
    )) as { gameweek: number; planned_deadline: Date | string }[];
    return new Map(rows.map((row) => [row.gameweek, new Date(row.planned_deadline)]));
  }

  async seasonsIn(manager: EntityManager): Promise<SeasonEntity[]> {
    const rows = (await manager.query(
      `SELECT season, first_gameweek AS "firstGameweek", last_gameweek AS "lastGameweek" FROM season ORDER BY season`,
    )) as SeasonEntity[];
    return rows;
  }
}
