import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { CreateLeagueDocument } from '@/features/leagues/api/league.mutations';
import {
  AvailableLeaguesDocument,
  LeagueFundingDocument,
  MyLeaguesDocument,
} from '@/features/leagues/api/league.queries';
import { followUntil } from '@/features/leagues/utils/follow-until';
import { formatSpl } from '@/lib/spl-amount';
import { serverMessageOf } from '@/features/leagues/utils/server-messages';
import type { CreateLeagueInput, CreateLeagueMutation } from '@/graphql/__generated__/graphql';

type CreatedLeague = CreateLeagueMutation['createLeague'];

export type CreateStage = 'idle' | 'sending' | 'funding';

/** The league to open once created, or null: refused (the form stays to be corrected). */
export type CreateResult = { leagueId: string } | null;

/**
 * Create League: the league is created at once; with a prize pool it stays FUNDING until the creator's SPL
 * is held, followed (bounded) until it opens or is cancelled. A toast says how it ended.
 */
export function useCreateLeague() {
  const client = useApolloClient();
  const [createLeague] = useMutation(CreateLeagueDocument);
  const [stage, setStage] = useState<CreateStage>('idle');

  async function fund(league: CreatedLeague): Promise<CreatedLeague> {
    setStage('funding');
    return followUntil(
      league,
      async () => {
        const { data } = await client.query({
          query: LeagueFundingDocument,
          variables: { id: league.id },
          fetchPolicy: 'network-only',
        });
        return data?.league ?? null;
      },
      (current) => current.phase !== 'FUNDING',
    );
  }

  async function create(input: CreateLeagueInput): Promise<CreateResult> {
    setStage('sending');
    try {
      const { data } = await createLeague({ variables: { input } });
      if (!data) return null;
      const league = await fund(data.createLeague);
      if (league.phase === 'CANCELLED') {
        toast({
          title: 'League not created',
          description: `Your prize pool of ${formatSpl(league.prizePool)} could not be held. Nothing was taken.`,
          variant: 'destructive',
        });
        return null;
      }
      toast(
        league.phase === 'FUNDING'
          ? {
              title: 'League being set up',
              description: `Your prize pool for ${league.name} is still being confirmed; the league opens once it is held.`,
            }
          : {
              title: 'League created',
              description: league.inviteCode
                ? `${league.name} is open. Its invite code is ${league.inviteCode}.`
                : `${league.name} is open.`,
            },
      );
      await client
        .refetchQueries({ include: [MyLeaguesDocument, AvailableLeaguesDocument] })
        .catch(() => undefined);
      return { leagueId: league.id };
    } catch (error) {
      toast({ title: 'League not created', description: serverMessageOf(error), variant: 'destructive' });
      return null;
    } finally {
      setStage('idle');
    }
  }

  return { create, stage };
}
