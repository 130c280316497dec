import type { ApolloLink, TypePolicies } from '@apollo/client';
import { matchTypePolicies } from '@/features/matches/api/match-type-policies';
import { createMatchVersionLink } from '@/features/matches/api/match-version-link';

/** Each feature's cache policies, gathered for the one Apollo Client of the app. */
export const appTypePolicies: TypePolicies = { ...matchTypePolicies };

/** Each feature's links, run on every result before it reaches the cache (one set per client). */
export function createAppLinks(): ApolloLink[] {
  return [createMatchVersionLink()];
}
