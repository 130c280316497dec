import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One account: a manager's (id = user id) or a system account (SYSTEM_ACCOUNT_IDS). `balance` is
 * kept for the managers only: a system account's balance is the sum of its entries (ESCROW's also
 * the open holds). Every reward writes an ISSUANCE entry, every purchase ESCROW and TREASURY ones,
 * and a balance row updated by each would serialise them all.
 */
@Entity('ledger_account')
@Check('CHK_ledger_account_balance_not_negative', `"balance" >= 0`)
@Check('CHK_ledger_account_balance_kept', `("kind" = 'MANAGER') = ("balance" IS NOT NULL)`)
@Index('IDX_ledger_account_total_earned', ['totalEarned'], {
  where: `"kind" = 'MANAGER' AND "total_earned" > 0`,
})
export class LedgerAccountEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_ledger_account' })
  id: string;

  /** an AccountKind */
  @Column({ type: 'varchar', length: 10 })
  kind: string;

  @Column({ type: 'bigint', nullable: true })
  balance: string | null;

  /** managers: everything ever issued to them (credits), whatever they spent since */
  @Column({ name: 'total_earned', type: 'bigint', default: 0 })
  totalEarned: string;

  /** managers: the part of total_earned credited as bonus (BONUS_CREDIT_KINDS), which vests with play */
  @Column({ name: 'bonus_received', type: 'bigint', default: 0 })
  bonusReceived: string;
}
