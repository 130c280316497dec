import { spendingRefusalOf } from '@sfl/contracts';

/** A refusal as spl-rewards tells it (CompetitionStakeRefused). */
export interface StakeRefused {
  amount: number;
  currentBalance: number;
  /** what of the balance could pay other managers; absent from refusals recorded before the bonus rule */
  spendable?: number;
}

/**
 * What the manager reads when spl-rewards could not hold a stake (`what`: 'Entry fee', 'Wager'):
 * too little SPL, or too little of it unlocked to pay other managers (bonus SPL vests with play).
 */
export function stakeRefusalText(what: string, refused: StakeRefused): string {
  if (spendingRefusalOf(refused) === 'BONUS_SPL_LOCKED')
    return (
      `Only ${refused.spendable ?? 0} SPL of your balance can pay other managers yet: ` +
      'bonus SPL unlocks as you play gameweeks'
    );
  return `${what} ${refused.amount} SPL is more than your balance of ${refused.currentBalance} SPL`;
}
