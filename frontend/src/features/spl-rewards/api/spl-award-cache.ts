import type { ApolloCache, Reference } from '@apollo/client';
import { SplRewardFieldsFragmentDoc, type SplAwardedSubscription } from '@/graphql/__generated__/graphql';

/**
 * Puts a live award's reward at the top of the cached reward list (newest first), once. The balance and an
 * unlocked achievement need nothing here: they are normalised (SplBalance is one object, Achievement by id),
 * so writing the payload to the cache already changed them.
 */
export function prependAwardedReward(
  cache: ApolloCache,
  reward: SplAwardedSubscription['splAwarded']['reward'],
): void {
  if (!reward) return;
  const ref = cache.writeFragment({
    fragment: SplRewardFieldsFragmentDoc,
    fragmentName: 'SplRewardFields',
    data: reward,
  });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      // Every cached page of the list (any limit); a refetch may already have brought the reward.
      mySplRewards(existing: readonly Reference[]) {
        return existing.some((item) => item.__ref === ref.__ref) ? existing : [ref, ...existing];
      },
    },
  });
}
