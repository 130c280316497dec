import type { BonusBudget } from './ledger.types';

/** What a gameweek's bonus budget can still issue: none once it is spent. */
export function bonusLeft(budget: BonusBudget): number {
  return budget.spent ? 0 : budget.budget - budget.issued;
}
