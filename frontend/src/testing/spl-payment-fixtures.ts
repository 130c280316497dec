import type {
  AchievementFieldsFragment,
  SplPaidSubscription,
  SplRewardFieldsFragment,
} from '@/graphql/__generated__/graphql';
import type { splBalance } from '@/testing/spl-fixtures';

// Live splPaid payloads: the rewards of one payment, or an achievement unlocked.

export function splPaymentOfRewards(
  rewards: SplRewardFieldsFragment[],
  balance: ReturnType<typeof splBalance>,
): SplPaidSubscription {
  return {
    __typename: 'Subscription',
    splPaid: {
      __typename: 'SplPayment',
      splTokens: rewards.reduce((total, reward) => total + reward.splTokens, 0),
      balance,
      rewards,
      achievement: null,
    },
  };
}

export function splPaymentOfAchievement(
  achievement: AchievementFieldsFragment,
  balance: ReturnType<typeof splBalance>,
  unlockedAt = '2026-11-24T21:06:00.000Z',
): SplPaidSubscription {
  const { id, title, icon, rarity, category, reward } = achievement;
  return {
    __typename: 'Subscription',
    splPaid: {
      __typename: 'SplPayment',
      splTokens: reward.tokens,
      balance,
      rewards: [],
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
