import { Column, Entity, Generated, Index, PrimaryColumn, Unique } from 'typeorm';

/** SPL paid to a manager for one rewarding action; each (action, type, manager) once. */
@Entity('spl_reward')
@Unique('UQ_spl_reward_action_manager', ['actionId', 'actionType', 'managerId'])
@Index('IDX_spl_reward_manager_sequence', ['managerId', 'sequence'])
@Index('IDX_spl_reward_payment_id', ['paymentId'])
export class SplRewardEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_spl_reward' })
  id: string;

  /** the order rewards were paid in: a manager's list is newest first by it */
  @Column({ type: 'bigint' })
  @Generated('increment')
  sequence: string;

  @Column({ name: 'action_id', type: 'uuid' })
  actionId: string;

  @Column({ name: 'action_type', type: 'varchar', length: 12 })
  actionType: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'is_captain', type: 'boolean' })
  isCaptain: boolean;

  @Column({ name: 'spl_tokens', type: 'integer' })
  splTokens: number;

  @Column({ name: 'awarded_at', type: 'timestamptz' })
  awardedAt: Date;

  /** the reference of the ledger credit that paid it with the manager's other rewards of the moment */
  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId: string | null;
}
