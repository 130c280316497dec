import type { ApolloLink, TypePolicies } from '@apollo/client';
import { marketTypePolicies } from '@/features/marketplace';
import { matchTypePolicies, createMatchVersionLink } from '@/features/matches';
import { splRewardsTypePolicies } from '@/features/spl-rewards';
import { squadTypePolicies } from '@/features/squads';

/** Each feature's cache policies, gathered for the one Apollo Client of the app. */
export const appTypePolicies: TypePolicies = {
  ...matchTypePolicies,
  ...squadTypePolicies,
  ...splRewardsTypePolicies,
  ...marketTypePolicies,
};

/** Each feature's links, run on every result before it reaches the cache (one set per client). */
export function createAppLinks(): ApolloLink[] {
  return [createMatchVersionLink()];
}
