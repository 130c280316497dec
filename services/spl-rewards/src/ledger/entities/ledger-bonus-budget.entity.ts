import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One gameweek's global budget of bonus SPL (docs/ledger.md, Emission budget): every bonus credit
 * adds to `issued` in its own transaction, and the CHECK refuses a row over `budget` whatever the
 * code above it does. The latest gameweek is the one bonus credits draw on.
 */
@Entity('ledger_bonus_budget')
@Check('CHK_ledger_bonus_budget_positive', `"budget" > 0`)
@Check('CHK_ledger_bonus_budget_within', `"issued" >= 0 AND "issued" <= "budget"`)
export class LedgerBonusBudgetEntity {
  /** 0 before the first deadline */
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_ledger_bonus_budget' })
  gameweek: number;

  /** the setting in force when the gameweek opened */
  @Column({ type: 'bigint' })
  budget: string;

  @Column({ type: 'bigint', default: 0 })
  issued: string;

  /** a reward did not fit what was left: the gameweek pays no more, so none overtakes it */
  @Column({ type: 'boolean', default: false })
  spent: boolean;
}
