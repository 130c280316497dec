import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BattleEntity } from './battle.entity';

/**
 * REQUESTED until spl-rewards answers; HELD or REFUSED then; PAID_OUT or RELEASED once a
 * settlement named it. Only a HELD stake is ever named in a settlement, and only once.
 */
export const BATTLE_STAKE_STATUSES = ['REQUESTED', 'HELD', 'REFUSED', 'PAID_OUT', 'RELEASED'] as const;
export type BattleStakeStatus = (typeof BATTLE_STAKE_STATUSES)[number];

/** A wager a battle asked spl-rewards to hold from one of its sides. */
@Entity('battle_stake')
@Index('IDX_battle_stake_battle', ['battleId'])
// A manager's wagers waiting for spl-rewards (the cap on them).
@Index('IDX_battle_stake_requested', ['managerId'], { where: `"status" = 'REQUESTED'` })
export class BattleStakeEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'battle_id', type: 'uuid' })
  battleId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => BattleEntity)
  @JoinColumn({ name: 'battle_id', foreignKeyConstraintName: 'FK_battle_stake_battle' })
  readonly battle?: BattleEntity;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 10 })
  status: BattleStakeStatus;

  /** why REFUSED, as the manager reads it */
  @Column({ type: 'varchar', length: 200, nullable: true })
  refusal: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;
}
