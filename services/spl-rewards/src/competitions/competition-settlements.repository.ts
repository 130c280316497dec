import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The only code that writes competition_settlement and competition_stake. */
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

  /** Records which league or battle a hold is for (once: a hold is placed once). */
  async recordStakeIn(
    manager: EntityManager,
    stake: { holdId: string; stakeId: string; competitionId: string; purpose: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO competition_stake (hold_id, stake_id, competition_id, purpose)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [stake.holdId, stake.stakeId, stake.competitionId, stake.purpose],
    );
  }
}
