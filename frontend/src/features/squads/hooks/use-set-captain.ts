import { useMutation } from '@apollo/client/react';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { toast } from '@/components/ui/toast';
import { refusalMessage, toastRollback } from '@/lib/rollback-toast';
import { SetCaptainDocument } from '@/features/squads/api/squad.mutations';
import { armbandHolderText, withCaptain } from '@/features/squads/utils/optimistic-squad';
import { SQUAD_UNREACHABLE } from '@/features/squads/utils/squad-errors';

/**
 * Make Captain: the armband moves at once (the cached squad is the one every page shows); the server's
 * answer replaces it, and a refusal puts it back with a toast saying why.
 */
export function useSetCaptain() {
  const [setCaptain, { loading }] = useMutation(SetCaptainDocument);

  async function makeCaptain(squad: SquadFieldsFragment, cardId: string, name: string): Promise<void> {
    try {
      await setCaptain({
        variables: { cardId },
        optimisticResponse: { __typename: 'Mutation', setCaptain: withCaptain(squad, cardId) },
      });
      toast({ title: 'Captain set', description: `${name} is your captain: their points count double.` });
    } catch (error) {
      toastRollback({
        failed: `Couldn't make ${name} captain`,
        reason: refusalMessage(error, SQUAD_UNREACHABLE),
        restored: armbandHolderText(squad, 'captain'),
      });
    }
  }

  return { makeCaptain, settingCaptain: loading };
}
