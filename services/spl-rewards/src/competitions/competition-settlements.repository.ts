import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The only code that reads and writes competition_settlement. */
@Injectable()
export class CompetitionSettlementsRepository {
  /**
   * Records the settlement as applied; false when it already was (a concurrent one with the same
   * id waits for the first to commit, then finds it).
   */
  async claimIn(
    manager: EntityManager,
    settlement: { settlementId: string; competitionId: string; outcome: 'PAID_OUT' | 'RELEASED' },
  ): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO competition_settlement (settlement_id, competition_id, outcome, settled_at)
       VALUES ($1, $2, $3, now()) ON CONFLICT DO NOTHING RETURNING settlement_id`,
      [settlement.settlementId, settlement.competitionId, settlement.outcome],
    )) as unknown[];
    return inserted.length > 0;
  }
}
