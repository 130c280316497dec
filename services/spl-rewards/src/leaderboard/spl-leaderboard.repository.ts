import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { DataSource } from 'typeorm';

/**
 * Ranks managers by SPL earned (the ledger's total_earned), ties by earlier registration. It
 * reads the ledger's accounts beside the manager projection, read-only: the partial index on
 * total_earned (earners only) walks the top of the ranking, and a rank counts the earners above.
 */
@Injectable()
export class SplLeaderboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  async top({ limit, offset }: Page): Promise<{ id: string; username: string; splTokens: number }[]> {
    const rows: { id: string; username: string; total_earned: string }[] = await this.dataSource.query(
      `SELECT a.id, m.username, a.total_earned FROM ledger_account a JOIN manager m ON m.id = a.id
       WHERE a.kind = 'MANAGER' AND a.total_earned > 0
       ORDER BY a.total_earned DESC, m.registered_at, a.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((row) => ({ id: row.id, username: row.username, splTokens: Number(row.total_earned) }));
  }

  /**
   * 1 + the earners ahead; null for a manager who has earned nothing (or is not registered here).
   * Those with more SPL are counted from the partial index alone (no join); only the equal ones
   * are joined for their registration. Each condition repeats `total_earned > 0`, without which
   * the planner cannot use the partial index.
   */
  async rankOf(managerId: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `WITH me AS (
         SELECT a.id, a.total_earned, m.registered_at FROM ledger_account a JOIN manager m ON m.id = a.id
         WHERE a.id = $1 AND a.kind = 'MANAGER' AND a.total_earned > 0)
       SELECT (1
         + (SELECT count(*) FROM ledger_account a
            WHERE a.kind = 'MANAGER' AND a.total_earned > 0 AND a.total_earned > me.total_earned)
         + (SELECT count(*) FROM ledger_account a JOIN manager m ON m.id = a.id
            WHERE a.kind = 'MANAGER' AND a.total_earned > 0 AND a.total_earned = me.total_earned
              AND (m.registered_at, a.id) < (me.registered_at, me.id)))::int AS rank
       FROM me`,
      [managerId],
    )) as { rank: number }[];
    return row?.rank ?? null;
  }
}
