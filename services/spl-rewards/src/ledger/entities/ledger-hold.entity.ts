import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** SPL moved from a manager to ESCROW until it is captured (paid out) or released (given back), once. */
@Entity('ledger_hold')
@Check('CHK_ledger_hold_amount_positive', `"amount" > 0`)
export class LedgerHoldEntity {
  /** the id of the transaction that placed it */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_ledger_hold' })
  id: string;

  @Index('IDX_ledger_hold_manager_id')
  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'bigint' })
  amount: string;

  /** a HoldStatus */
  @Index('IDX_ledger_hold_status')
  @Column({ type: 'varchar', length: 10 })
  status: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ name: 'placed_at', type: 'timestamptz' })
  placedAt: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  /** the transaction that captured or released it */
  @Column({ name: 'settled_by', type: 'uuid', nullable: true })
  settledBy: string | null;
}
