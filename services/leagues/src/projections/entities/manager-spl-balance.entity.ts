import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The SPL a manager could last stake as spl-rewards reported it (spl-rewards.events): a figure that
 * may be a moment old, enough to refuse at once a stake it plainly cannot cover.
 */
@Entity('manager_spl_balance')
export class ManagerSplBalanceEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'int' })
  spendable: number;

  /** when spl-rewards recorded the event that told it: an older report never replaces a newer one */
  @Column({ name: 'reported_at', type: 'timestamptz' })
  reportedAt: Date;
}
