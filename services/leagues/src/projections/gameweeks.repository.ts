import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { GameweeksScheduled, SeasonStarted } from '@sfl/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { GameweekEntity } from './entities/gameweek.entity';

/** The first and last gameweek of a season. */
export interface SeasonRange {
  season: number;
  firstGameweek: number;
  lastGameweek: number;
}

/**
 * The gameweeks as matches.events tells them; the only code that writes the gameweek table. A
 * gameweek's row may come from any of its events first: each fills its own columns.
 */
@Injectable()
export class GameweeksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async seasonStartedIn(manager: EntityManager, season: PayloadOf<typeof SeasonStarted>): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, season) SELECT g, $1 FROM generate_series($2::int, $3::int) AS g
       ON CONFLICT (gameweek) DO UPDATE SET season = EXCLUDED.season`,
      [season.season, season.firstGameweek, season.lastGameweek],
    );
  }

  async scheduledIn(manager: EntityManager, schedule: PayloadOf<typeof GameweeksScheduled>): Promise<void> {
    for (const { gameweek, plannedDeadline } of schedule.gameweeks)
      await manager.query(
        `INSERT INTO gameweek (gameweek, season, planned_deadline) VALUES ($1, $2, $3)
         ON CONFLICT (gameweek) DO UPDATE SET season = EXCLUDED.season, planned_deadline = EXCLUDED.planned_deadline`,
        [gameweek, schedule.season, plannedDeadline],
      );
  }

  async deadlinePassedIn(manager: EntityManager, gameweek: number, deadline: string): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, deadline_passed_at) VALUES ($1, $2)
       ON CONFLICT (gameweek) DO UPDATE
       SET deadline_passed_at = COALESCE(gameweek.deadline_passed_at, EXCLUDED.deadline_passed_at)`,
      [gameweek, deadline],
    );
  }

  // A finished gameweek has had its deadline too, even when that event was not seen.
  async finishedIn(manager: EntityManager, gameweek: number, finishedAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO gameweek (gameweek, deadline_passed_at, finished_at) VALUES ($1, $2, $2)
       ON CONFLICT (gameweek) DO UPDATE
       SET deadline_passed_at = COALESCE(gameweek.deadline_passed_at, EXCLUDED.deadline_passed_at),
           finished_at = COALESCE(gameweek.finished_at, EXCLUDED.finished_at)`,
      [gameweek, finishedAt],
    );
  }

  /**
   * The events that can make a gameweek's points final take turns until the transaction ends:
   * otherwise the gameweek's end and the last final figure, applied at once, would each miss the
   * other's write and nobody would see the points become final.
   */
  async finalPointsTurnIn(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`leagues:gameweek:${gameweek}`]);
  }

  /** "The next gameweek": the lowest whose deadline has not passed; null when none is known. */
  async nextGameweek(manager = this.dataSource.manager): Promise<number | null> {
    const [row] = (await manager.query(
      'SELECT min(gameweek) AS next FROM gameweek WHERE deadline_passed_at IS NULL',
    )) as { next: number | null }[];
    return row?.next ?? null;
  }

  /** The season a gameweek belongs to, with its first and last gameweek; null when not known. */
  async seasonOf(gameweek: number, manager = this.dataSource.manager): Promise<SeasonRange | null> {
    const [row] = (await manager.query(
      `SELECT season, min(gameweek) AS first, max(gameweek) AS last FROM gameweek
       WHERE season = (SELECT season FROM gameweek WHERE gameweek = $1) GROUP BY season`,
      [gameweek],
    )) as { season: number; first: number; last: number }[];
    return row ? { season: row.season, firstGameweek: row.first, lastGameweek: row.last } : null;
  }

  byNumbers(gameweeks: readonly number[], manager = this.dataSource.manager): Promise<GameweekEntity[]> {
    return gameweeks.length
      ? manager.findBy(GameweekEntity, { gameweek: In([...gameweeks]) })
      : Promise.resolve([]);
  }

  /** The gameweeks from `first` to `last` whose deadline has passed, oldest first. */
  async startedBetween(first: number, last: number, manager = this.dataSource.manager): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT gameweek FROM gameweek WHERE gameweek BETWEEN $1 AND $2 AND deadline_passed_at IS NOT NULL
       ORDER BY gameweek`,
      [first, last],
    )) as { gameweek: number }[];
    return rows.map((row) => row.gameweek);
  }

  /**
   * The gameweek of a season whose planned deadline is the first on or after `date` (`from`), or
   * the last on or before it (`until`); null when there is none.
   */
  async plannedAround(
    season: number,
    date: Date,
    side: 'from' | 'until',
    manager = this.dataSource.manager,
  ): Promise<number | null> {
    const [row] = (await manager.query(
      side === 'from'
        ? `SELECT min(gameweek) AS gameweek FROM gameweek WHERE season = $1 AND planned_deadline >= $2`
        : `SELECT max(gameweek) AS gameweek FROM gameweek WHERE season = $1 AND planned_deadline <= $2`,
      [season, date],
    )) as { gameweek: number | null }[];
    return row?.gameweek ?? null;
  }
}
