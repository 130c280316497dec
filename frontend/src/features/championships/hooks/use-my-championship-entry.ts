import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyChampionshipEntryDocument } from '@/features/championships/api/my-championship-entry.query';
import type { LeagueMembershipStatus } from '@/graphql/__generated__/graphql';

/** While a join's entry fee is being held the membership is read this often, until it settles. */
export const PENDING_MEMBERSHIP_POLL_MS = 1_000;

export type MyChampionshipEntry = {
  registered: boolean;
  membership: LeagueMembershipStatus | null;
};

/** The signed-in manager's pre-registration and membership of one championship; none for a visitor. */
export function useMyChampionshipEntry(championshipId: string, signedIn: boolean): MyChampionshipEntry {
  // Polled only while PENDING: the answer to a join with an entry fee arrives a moment after it.
  const [pending, setPending] = useState(false);
  const { data } = useQuery(MyChampionshipEntryDocument, {
    variables: { id: championshipId },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
    pollInterval: pending ? PENDING_MEMBERSHIP_POLL_MS : 0,
  });
  const membership = (signedIn && data?.league?.myMembership?.status) || null;
  if (pending !== (membership === 'PENDING')) setPending(membership === 'PENDING');
  return {
    registered: signedIn && Boolean(data?.championship?.myPreRegistration),
    membership,
  };
}
