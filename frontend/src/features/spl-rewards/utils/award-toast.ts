import type { SplAwardedSubscription } from '@/graphql/__generated__/graphql';
import { SPL_CAPTAIN_TAG, rewardHeadline, splAmount } from '@/features/spl-rewards/utils/spl-display';

type SplAward = SplAwardedSubscription['splAwarded'];

/**
 * The toast naming a live award: '+400 SPL · Goal by Kofi Brannock (Captain 2x)', or
 * 'Achievement unlocked: First Goal +100 SPL'; null for an award the page cannot name.
 */
export function awardToastTitle({ splTokens, reward, achievement }: SplAward): string | null {
  if (reward) {
    const captain = reward.isCaptain ? ` (${SPL_CAPTAIN_TAG})` : '';
    return `+${splAmount(splTokens)} · ${rewardHeadline(reward)}${captain}`;
  }
  if (achievement) return `Achievement unlocked: ${achievement.title} +${splAmount(splTokens)}`;
  return null;
}
