import type { SplPaidSubscription } from '@/graphql/__generated__/graphql';
import { SPL_CAPTAIN_TAG, rewardHeadline } from '@/features/spl-rewards/utils/spl-display';
import { formatSpl } from '@/lib/spl-amount';

type SplPayment = SplPaidSubscription['splPaid'];

/**
 * The one toast of a live payment: '+400 SPL · Goal by Kofi Brannock (Captain 2x)' for one reward,
 * '+600 SPL · Goal by Kofi Brannock and 1 more reward' for several (the SPL page lists each), or
 * 'Achievement unlocked: First Goal +100 SPL'; null for a payment the page cannot name.
 */
export function paymentToastTitle({ splTokens, rewards, achievement }: SplPayment): string | null {
  const [first, ...others] = rewards;
  if (first) {
    const captain = first.isCaptain ? ` (${SPL_CAPTAIN_TAG})` : '';
    const more =
      others.length === 0 ? '' : ` and ${others.length} more reward${others.length === 1 ? '' : 's'}`;
    return `+${formatSpl(splTokens)} · ${rewardHeadline(first)}${captain}${more}`;
  }
  if (achievement) return `Achievement unlocked: ${achievement.title} +${formatSpl(splTokens)}`;
  return null;
}
