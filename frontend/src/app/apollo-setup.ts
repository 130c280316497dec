import type { ApolloLink, TypePolicies } from '@apollo/client';
import { leagueTypePolicies } from '@/features/leagues';
import { marketTypePolicies } from '@/features/marketplace';
import { matchTypePolicies, createMatchVersionLink } from '@/features/matches';
import { notificationTypePolicies } from '@/features/notifications';
import { splRewardsTypePolicies } from '@/features/spl-rewards';
import { squadTypePolicies } from '@/features/squads';
import { createSessionLossLink } from '@/lib/session/session-loss-link';

/** Policies of several features, one type's (Query's) field policies joined rather than replaced. */
function mergeTypePolicies(...all: TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const policies of all) {
    for (const [typename, policy] of Object.entries(policies)) {
      const earlier = merged[typename];
      merged[typename] = earlier
        ? { ...earlier, ...policy, fields: { ...earlier.fields, ...policy.fields } }
        : policy;
    }
  }
  return merged;
}

/** Each feature's cache policies, gathered for the one Apollo Client of the app. */
export const appTypePolicies: TypePolicies = mergeTypePolicies(
  matchTypePolicies,
  squadTypePolicies,
  splRewardsTypePolicies,
  marketTypePolicies,
  leagueTypePolicies,
  notificationTypePolicies,
);

/**
 * Each feature's links, run on every result before it reaches the cache (one set per client); an answer
 * saying the caller is not signed in calls `onSessionLost`.
 */
export function createAppLinks({ onSessionLost }: { onSessionLost: () => void }): ApolloLink[] {
  return [createSessionLossLink(onSessionLost), createMatchVersionLink()];
}
