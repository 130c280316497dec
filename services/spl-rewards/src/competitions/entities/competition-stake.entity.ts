import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stake held (CompetitionStakeHeld): which league or battle its hold is for, so that a
 * manager's statement names and links it, and its payout or release.
 */
@Entity('competition_stake')
export class CompetitionStakeEntity {
  /** the ledger hold's id */
  @PrimaryColumn({ name: 'hold_id', type: 'uuid', primaryKeyConstraintName: 'PK_competition_stake' })
  holdId: string;

  @Column({ name: 'stake_id', type: 'uuid' })
  stakeId: string;

  /** the league's or the battle's id */
  @Column({ name: 'competition_id', type: 'uuid' })
  competitionId: string;

  /** a StakePurpose */
  @Column({ type: 'varchar', length: 20 })
  purpose: string;
}
