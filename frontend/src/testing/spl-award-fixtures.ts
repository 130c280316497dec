import type {
  AchievementFieldsFragment,
  SplAwardedSubscription,
  SplRewardFieldsFragment,
} from '@/graphql/__generated__/graphql';
import type { splBalance } from '@/testing/spl-fixtures';

// Live splAwarded payloads: a match action's reward, or an achievement unlocked.

export function splAwardOfReward(
  reward: SplRewardFieldsFragment,
  balance: ReturnType<typeof splBalance>,
): SplAwardedSubscription {
  return {
    __typename: 'Subscription',
    splAwarded: {
      __typename: 'SplAward',
      id: `award-${reward.id}`,
      splTokens: reward.splTokens,
      balance,
      reward,
      achievement: null,
    },
  };
}

export function splAwardOfAchievement(
  achievement: AchievementFieldsFragment,
  balance: ReturnType<typeof splBalance>,
  unlockedAt = '2026-11-24T21:06:00.000Z',
): SplAwardedSubscription {
  const { id, title, icon, rarity, category, reward } = achievement;
  return {
    __typename: 'Subscription',
    splAwarded: {
      __typename: 'SplAward',
      id: `award-${id}`,
      splTokens: reward.tokens,
      balance,
      reward: null,
      achievement: {
        __typename: 'Achievement',
        id,
        title,
        icon,
        rarity,
        category,
        reward,
        unlocked: true,
        unlockedAt,
      },
    },
  };
}
