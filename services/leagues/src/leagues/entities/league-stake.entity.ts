import type { StakePurpose } from '@sfl/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LeagueEntity } from './league.entity';

/**
 * REQUESTED until spl-rewards answers; HELD or REFUSED then; PAID_OUT or RELEASED once a
 * settlement named it. Only a HELD stake is ever named in a settlement.
 */
export const STAKE_STATUSES = ['REQUESTED', 'HELD', 'REFUSED', 'PAID_OUT', 'RELEASED'] as const;
export type StakeStatus = (typeof STAKE_STATUSES)[number];

/** SPL a league asked spl-rewards to hold: the creator's prize pool or a joiner's entry fee. */
@Entity('league_stake')
@Index('IDX_league_stake_league', ['leagueId'])
export class LeagueStakeEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => LeagueEntity)
  @JoinColumn({ name: 'league_id', foreignKeyConstraintName: 'FK_league_stake_league' })
  readonly league?: LeagueEntity;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  /** the entry fee's membership; null for the prize pool */
  @Column({ name: 'membership_id', type: 'uuid', nullable: true })
  membershipId: string | null;

  @Column({ type: 'varchar', length: 20 })
  purpose: StakePurpose;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 10 })
  status: StakeStatus;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;
}
