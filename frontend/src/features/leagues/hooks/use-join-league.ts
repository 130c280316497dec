import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { JoinLeagueByCodeDocument, JoinLeagueDocument } from '@/features/leagues/api/league.mutations';
import {
  LeagueDetailsDocument,
  LeagueMembershipDocument,
  MyLeaguesDocument,
} from '@/features/leagues/api/league.queries';
import { followUntil } from '@/features/leagues/utils/follow-until';
import { formatSpl } from '@/lib/spl-amount';
import { serverMessageOf } from '@/features/leagues/utils/server-messages';
import type { LeagueMembershipFieldsFragment } from '@/graphql/__generated__/graphql';

/** How a join ended: the membership as last read (ACTIVE, REFUSED, or still PENDING), or null when refused at once. */
export type JoinResult = LeagueMembershipFieldsFragment | null;

/**
 * Joining a league, by its card's button or by invite code. A league with an entry fee answers PENDING while
 * the fee is held: the membership is followed (bounded) until ACTIVE or REFUSED, and a toast says how it
 * ended; the server's refusals are toasts with its message.
 */
export function useJoinLeague() {
  const client = useApolloClient();
  const [joinLeague] = useMutation(JoinLeagueDocument);
  const [joinLeagueByCode] = useMutation(JoinLeagueByCodeDocument);
  // The league being joined (its button reads 'Joining…'), or 'code' for a join by invite code.
  const [joining, setJoining] = useState<string | null>(null);

  async function settle(membership: LeagueMembershipFieldsFragment) {
    const settled = await followUntil(
      membership,
      async () => {
        const { data } = await client.query({
          query: LeagueMembershipDocument,
          variables: { id: membership.id },
          fetchPolicy: 'network-only',
        });
        return data?.leagueMembership ?? null;
      },
      (current) => current.status !== 'PENDING',
    );
    const { name, entryFee } = settled.league;
    if (settled.status === 'ACTIVE') {
      toast({ title: 'Joined league', description: `You are a member of ${name}.` });
    } else if (settled.status === 'REFUSED') {
      toast({
        title: 'Could not join league',
        description: settled.refusal ?? `Your entry fee of ${formatSpl(entryFee)} could not be held.`,
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Joining league',
        description: `Your entry fee of ${formatSpl(entryFee)} for ${name} is still being confirmed.`,
      });
    }
    // My Leagues and the league's standings gain the new member.
    await client
      .refetchQueries({ include: [MyLeaguesDocument, LeagueDetailsDocument] })
      .catch(() => undefined);
    return settled;
  }

  async function run(key: string, send: () => Promise<LeagueMembershipFieldsFragment | undefined>) {
    setJoining(key);
    try {
      const membership = await send();
      return membership ? await settle(membership) : null;
    } catch (error) {
      toast({ title: 'Could not join league', description: serverMessageOf(error), variant: 'destructive' });
      return null;
    } finally {
      setJoining(null);
    }
  }

  return {
    joining,
    join: (leagueId: string): Promise<JoinResult> =>
      run(leagueId, async () => (await joinLeague({ variables: { leagueId } })).data?.joinLeague),
    joinByCode: (inviteCode: string): Promise<JoinResult> =>
      run('code', async () => (await joinLeagueByCode({ variables: { inviteCode } })).data?.joinLeagueByCode),
  };
}
