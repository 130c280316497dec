import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { ManagerGameweekPointsUpdated } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A set of managers' points in one gameweek. */
export interface GameweekPoints {
  /** every manager asked about; 0 for one without a figure (no lineup, or not scored yet) */
  points: Map<string, number>;
  /** the gameweek finished and every one of them with a locked lineup has their final figure */
  final: boolean;
}

/** A manager's points in one gameweek of a range. */
export interface PointsRow {
  managerId: string;
  gameweek: number;
  points: number;
}

/** The managers' points per gameweek (squads.events); the only code that writes manager_gameweek_points. */
@Injectable()
export class GameweekPointsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The managers play their gameweeks (LineupLocked). */
  async lineupsLockedIn(
    manager: EntityManager,
    lineups: readonly { managerId: string; gameweek: number }[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO manager_gameweek_points (manager_id, gameweek, has_lineup)
       SELECT *, true FROM unnest($1::uuid[], $2::int[])
       ON CONFLICT (manager_id, gameweek) DO UPDATE SET has_lineup = true`,
      [lineups.map((lineup) => lineup.managerId), lineups.map((lineup) => lineup.gameweek)],
    );
  }

  /**
   * The figures, in the order they came, in one statement. A final figure stands: a live one after
   * it (a replay) does not undo it, so of one manager's figures the first final one counts, else the
   * last, as if applied one by one.
   */
  async pointsUpdatedIn(
    manager: EntityManager,
    updates: readonly PayloadOf<typeof ManagerGameweekPointsUpdated>[],
  ): Promise<void> {
    const standing = new Map<string, PayloadOf<typeof ManagerGameweekPointsUpdated>>();
    for (const update of updates) {
      const key = `${update.managerId}:${update.gameweek}`;
      if (!standing.get(key)?.final) standing.set(key, update);
    }
    const rows = [...standing.values()];
    await manager.query(
      `INSERT INTO manager_gameweek_points (manager_id, gameweek, points, final)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::boolean[])
       ON CONFLICT (manager_id, gameweek) DO UPDATE
       SET points = EXCLUDED.points, final = EXCLUDED.final
       WHERE NOT manager_gameweek_points.final`,
      [
        rows.map((row) => row.managerId),
        rows.map((row) => row.gameweek),
        rows.map((row) => row.points),
        rows.map((row) => row.final),
      ],
    );
  }

  /** The managers' points in the gameweek, and whether they are final (docs/projections.md). */
  async pointsFor(
    managerIds: readonly string[],
    gameweek: number,
    manager = this.dataSource.manager,
  ): Promise<GameweekPoints> {
    const rows = (await manager.query(
      `SELECT manager_id AS "managerId", points, has_lineup AS "hasLineup", final
       FROM manager_gameweek_points WHERE gameweek = $1 AND manager_id = ANY($2::uuid[])`,
      [gameweek, managerIds],
    )) as { managerId: string; points: number; hasLineup: boolean; final: boolean }[];
    const [finished] = (await manager.query(
      'SELECT 1 FROM gameweek WHERE gameweek = $1 AND finished_at IS NOT NULL',
      [gameweek],
    )) as unknown[];
    const points = new Map(managerIds.map((id) => [id, 0]));
    for (const row of rows) points.set(row.managerId, row.points);
    const final = Boolean(finished) && rows.every((row) => !row.hasLineup || row.final);
    return { points, final };
  }

  /** The managers' figures in the gameweeks from `first` to `last` (only those that have one). */
  pointsBetween(
    managerIds: readonly string[],
    first: number,
    last: number,
    manager = this.dataSource.manager,
  ): Promise<PointsRow[]> {
    return manager.query(
      `SELECT manager_id AS "managerId", gameweek, points FROM manager_gameweek_points
       WHERE gameweek BETWEEN $1 AND $2 AND manager_id = ANY($3::uuid[])`,
      [first, last, managerIds],
    );
  }
}
