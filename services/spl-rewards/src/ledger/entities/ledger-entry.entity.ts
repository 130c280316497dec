import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LedgerAccountEntity } from './ledger-account.entity';
import { LedgerTransactionEntity } from './ledger-transaction.entity';

/**
 * One side of a transaction: `amount` SPL into (positive) or out of (negative) an account. An
 * account's entries are written under its lock, so their ids follow the order they moved it: its
 * statement pages by (account_id, id).
 */
@Entity('ledger_entry')
@Index('IDX_ledger_entry_account_id_id', ['accountId', 'id'])
@Check('CHK_ledger_entry_amount_not_zero', `"amount" <> 0`)
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_ledger_entry' })
  id: string;

  @Index('IDX_ledger_entry_transaction_id')
  @Column({ name: 'transaction_id', type: 'uuid' })
  transactionId: string;

  @ManyToOne(() => LedgerTransactionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transaction_id', foreignKeyConstraintName: 'FK_ledger_entry_transaction' })
  transaction?: LedgerTransactionEntity;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => LedgerAccountEntity)
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_ledger_entry_account' })
  account?: LedgerAccountEntity;

  @Column({ type: 'bigint' })
  amount: string;

  /** the account's balance right after (null for ISSUANCE): what a repeated key answers */
  @Column({ name: 'balance_after', type: 'bigint', nullable: true })
  balanceAfter: string | null;

  @Column({ name: 'earned_after', type: 'bigint', nullable: true })
  earnedAfter: string | null;
}
