import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/** One movement of SPL; its entries sum to zero. Applying its idempotency key again changes nothing. */
@Entity('ledger_transaction')
@Unique('UQ_ledger_transaction_idempotency_key', ['idempotencyKey'])
export class LedgerTransactionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_ledger_transaction' })
  id: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey: string;

  /** a LedgerOperation */
  @Column({ type: 'varchar', length: 12 })
  operation: string;

  /** why, in the caller's words ('spl_reward', 'achievement', 'market_purchase'…) */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** what it is about, in the caller's terms (a reward id, a listing id…) */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
