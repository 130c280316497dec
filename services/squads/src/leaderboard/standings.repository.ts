import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Standing } from './rank-store';

export interface PointsDelta {
  managerId: string;
  delta: number;
}

interface StandingRow {
  manager_id: string;
  total_points: number;
  registered_at: Date;
}

const standingOf = (row: StandingRow): Standing => ({
  managerId: row.manager_id,
  totalPoints: row.total_points,
  registeredAt: new Date(row.registered_at),
});

/** The only code that touches manager_standing. */
@Injectable()
export class StandingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A newly registered manager at 0 points; null when they already were (redelivery). */
  async register(
    manager: EntityManager,
    registered: { managerId: string; registeredAt: Date },
  ): Promise<Standing | null> {
    const [row]: StandingRow[] = await manager.query(
      `INSERT INTO manager_standing (manager_id, registered_at) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING manager_id, total_points, registered_at`,
      [registered.managerId, registered.registeredAt],
    );
    return row ? standingOf(row) : null;
  }

  /** Adds each delta to the manager's total; answers the new standings of those registered. */
  async addPoints(manager: EntityManager, deltas: readonly PointsDelta[]): Promise<Map<string, Standing>> {
    if (deltas.length === 0) return new Map();
    const rows: StandingRow[] = await manager.query(
      // As a SELECT over the update: TypeORM answers an UPDATE's rows wrapped with its row count.
      `WITH moved AS (
         UPDATE manager_standing AS standing SET total_points = standing.total_points + d.delta
         FROM jsonb_to_recordset($1::jsonb) AS d(manager_id uuid, delta int)
         WHERE standing.manager_id = d.manager_id
         RETURNING standing.manager_id, standing.total_points, standing.registered_at)
       SELECT * FROM moved`,
      [JSON.stringify(deltas.map((entry) => ({ manager_id: entry.managerId, delta: entry.delta })))],
    );
    return new Map(rows.map((row) => [row.manager_id, standingOf(row)]));
  }

  async find(managerId: string): Promise<Standing | null> {
    const [row]: StandingRow[] = await this.dataSource.query(
      `SELECT manager_id, total_points, registered_at FROM manager_standing WHERE manager_id = $1`,
      [managerId],
    );
    return row ? standingOf(row) : null;
  }

  async count(): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM manager_standing`,
    );
    return row.count;
  }

  /** Every standing, in batches in manager order (the rank store's rebuild). */
  async *batches(size: number): AsyncGenerator<Standing[]> {
    let after: string | null = null;
    for (;;) {
      const rows: StandingRow[] = await this.dataSource.query(
        `SELECT manager_id, total_points, registered_at FROM manager_standing
         WHERE $1::uuid IS NULL OR manager_id > $1::uuid ORDER BY manager_id LIMIT $2`,
        [after, size],
      );
      if (rows.length === 0) return;
      yield rows.map(standingOf);
      after = rows[rows.length - 1].manager_id;
    }
  }
}
