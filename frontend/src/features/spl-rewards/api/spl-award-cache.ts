import type { ApolloCache, Reference } from '@apollo/client';
import { SplRewardFieldsFragmentDoc, type SplPaidSubscription } from '@/graphql/__generated__/graphql';

/**
 * Puts a live payment's rewards at the top of the cached reward list (newest first), each once. The balance
 * and an unlocked achievement need nothing here: they are normalised (SplBalance is one object, Achievement by
 * id), so writing the payload to the cache already changed them.
 */
export function prependPaidRewards(
  cache: ApolloCache,
  rewards: SplPaidSubscription['splPaid']['rewards'],
): void {
  // Paid in order, so the last one is the newest.
  const refs = rewards
    .map((reward) =>
      cache.writeFragment({
        fragment: SplRewardFieldsFragmentDoc,
        fragmentName: 'SplRewardFields',
        data: reward,
      }),
    )
    .filter((ref): ref is Reference => ref !== undefined)
    .reverse();
  if (refs.length === 0) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      // Every cached page of the list (any limit); a refetch may already have brought some of them.
      mySplRewards(existing: readonly Reference[]) {
        const cached = new Set(existing.map((item) => item.__ref));
        const added = refs.filter((ref) => !cached.has(ref.__ref));
        return added.length === 0 ? existing : [...added, ...existing];
      },
    },
  });
}
