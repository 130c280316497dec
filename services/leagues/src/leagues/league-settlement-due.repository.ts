import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';

/**
 * The only TypeORM code of league_settlement_due: the leagues whose last gameweek's points became
 * final, each waiting to be settled in a transaction of its own.
 */
@Injectable()
export class LeagueSettlementDueRepository {
  // The transactions that marked leagues due, until they commit.
  private readonly marking = new WeakSet<QueryRunner>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Marks due for settlement, in one statement, the leagues still counting points that end with
   * this gameweek (those of the members, when named) once it finished and no ACTIVE member's locked
   * lineup still waits for its final figure.
   */
  async markDueIn(
    manager: EntityManager,
    gameweek: number,
    memberIds: readonly string[] | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO league_settlement_due (league_id)
       SELECT league.id FROM league
       WHERE league.phase = 'UPCOMING' AND league.end_gameweek = $1
         AND ($2::uuid[] IS NULL OR EXISTS (SELECT 1 FROM league_membership m WHERE m.league_id = league.id
           AND m.manager_id = ANY($2::uuid[]) AND m.status = 'ACTIVE'))
         AND EXISTS (SELECT 1 FROM gameweek g WHERE g.gameweek = $1 AND g.finished_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM league_membership m JOIN manager_gameweek_points p
           ON p.manager_id = m.manager_id AND p.gameweek = $1
           WHERE m.league_id = league.id AND m.status = 'ACTIVE' AND p.has_lineup AND NOT p.final)
       ON CONFLICT (league_id) DO NOTHING`,
      [gameweek, memberIds],
    );
    if (manager.queryRunner) this.marking.add(manager.queryRunner);
  }

  /** Calls `run` once each transaction that may have marked leagues due commits (its marks are seen then). */
  afterMarksCommit(run: () => void): void {
    this.dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        // A nested transaction's commit (a savepoint released) leaves the outer one active.
        if (!queryRunner.isTransactionActive && this.marking.delete(queryRunner)) run();
      },
    });
  }

  /**
   * A league due for settlement that no other transaction is settling, its mark locked until this
   * transaction ends (deleted there when settled); null when none is left.
   */
  async nextDueIn(manager: EntityManager): Promise<string | null> {
    const [row] = (await manager.query(
      'SELECT league_id AS "leagueId" FROM league_settlement_due ORDER BY league_id LIMIT 1 FOR UPDATE SKIP LOCKED',
    )) as { leagueId: string }[];
    return row?.leagueId ?? null;
  }

  async doneIn(manager: EntityManager, leagueId: string): Promise<void> {
    await manager.query('DELETE FROM league_settlement_due WHERE league_id = $1', [leagueId]);
  }
}
