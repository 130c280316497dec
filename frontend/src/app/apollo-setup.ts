import type { ApolloLink, TypePolicies } from '@apollo/client';
import { matchTypePolicies, createMatchVersionLink } from '@/features/matches';

/** Each feature's cache policies, gathered for the one Apollo Client of the app. */
export const appTypePolicies: TypePolicies = { ...matchTypePolicies };

/** Each feature's links, run on every result before it reaches the cache (one set per client). */
export function createAppLinks(): ApolloLink[] {
  return [createMatchVersionLink()];
}
