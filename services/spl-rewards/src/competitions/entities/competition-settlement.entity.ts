import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A competition's settlement applied (CompetitionPayoutRequested or CompetitionReleaseRequested):
 * each is applied and answered once, even one that moved nothing (every stake refused).
 */
@Entity('competition_settlement')
export class CompetitionSettlementEntity {
  @PrimaryColumn({
    name: 'settlement_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_competition_settlement',
  })
  settlementId: string;

  /** the league's or the battle's id */
  @Column({ name: 'competition_id', type: 'uuid' })
  competitionId: string;

  /** PAID_OUT or RELEASED */
  @Column({ type: 'varchar', length: 10 })
  outcome: string;

  @Column({ name: 'settled_at', type: 'timestamptz' })
  settledAt: Date;
}
