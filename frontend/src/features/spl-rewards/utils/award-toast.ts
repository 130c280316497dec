import type { SplAwardedSubscription } from '@/graphql/__generated__/graphql';
import { SPL_CAPTAIN_TAG, rewardHeadline } from '@/features/spl-rewards/utils/spl-display';
import { formatSpl } from '@/lib/spl-amount';

type SplAward = SplAwardedSubscription['splAwarded'];

/**
 * The toast naming a live award: '+400 SPL · Goal by Kofi Brannock (Captain 2x)', or
 * 'Achievement unlocked: First Goal +100 SPL'; null for an award the page cannot name.
 */
export function awardToastTitle({ splTokens, reward, achievement }: SplAward): string | null {
  if (reward) {
    const captain = reward.isCaptain ? ` (${SPL_CAPTAIN_TAG})` : '';
    return `+${formatSpl(splTokens)} · ${rewardHeadline(reward)}${captain}`;
  }
  if (achievement) return `Achievement unlocked: ${achievement.title} +${formatSpl(splTokens)}`;
  return null;
}
