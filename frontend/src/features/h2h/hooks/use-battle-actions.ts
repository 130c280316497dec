import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import {
  AcceptBattleDocument,
  CancelBattleDocument,
  CreateBattleDocument,
} from '@/features/h2h/api/battle.mutations';
import { MyBattlesDocument, OpenBattlesDocument } from '@/features/h2h/api/battle.queries';
import { formatSpl } from '@/lib/spl-amount';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

/** Why a battle action was refused, in the server's words; null when it was done. */
export type BattleActionError = string | null;

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(({ message }) => message).join(' ');
  return 'The battle service could not be reached. Check your connection and try again.';
}

// Every action changes which lists a battle is on: both are read again.
const refetchQueries = [MyBattlesDocument, OpenBattlesDocument];

/** Create, accept and cancel a battle, each with its toast; the lists are read again after each. */
export function useBattleActions() {
  const [createBattle, { loading: creating }] = useMutation(CreateBattleDocument, { refetchQueries });
  const [acceptBattle, { loading: accepting }] = useMutation(AcceptBattleDocument, { refetchQueries });
  const [cancelBattle, { loading: cancelling }] = useMutation(CancelBattleDocument, { refetchQueries });

  /** Answers the server's reason when refused (shown by the form), else null. */
  async function create(opponentUsername: string, wager: number): Promise<BattleActionError> {
    try {
      await createBattle({ variables: { input: { opponentUsername: opponentUsername || null, wager } } });
      toast({
        title: 'Battle created',
        description: opponentUsername
          ? `Waiting for ${opponentUsername} to accept your ${formatSpl(wager)} wager.`
          : `Open challenge: anyone may accept your ${formatSpl(wager)} wager.`,
      });
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }

  async function accept(battle: BattleFieldsFragment): Promise<void> {
    try {
      await acceptBattle({ variables: { battleId: battle.id } });
      toast({
        title: 'Battle accepted',
        description: `You matched ${battle.challenger.username}'s ${formatSpl(battle.wager)} wager: ${formatSpl(battle.prize)} to the winner.`,
      });
    } catch (error) {
      toast({ title: 'Battle not accepted', description: messageOf(error), variant: 'destructive' });
    }
  }

  async function cancel(battle: BattleFieldsFragment): Promise<void> {
    try {
      await cancelBattle({ variables: { battleId: battle.id } });
      toast({ title: 'Battle cancelled', description: `Your ${formatSpl(battle.wager)} wager is refunded.` });
    } catch (error) {
      toast({ title: 'Battle not cancelled', description: messageOf(error), variant: 'destructive' });
    }
  }

  return { create, creating, accept, accepting, cancel, cancelling };
}
