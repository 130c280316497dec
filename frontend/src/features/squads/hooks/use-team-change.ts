import { useMutation } from '@apollo/client/react';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { refusalMessage, toastRollback } from '@/lib/rollback-toast';
import { SaveSquadDocument } from '@/features/squads/api/squad.mutations';
import { type Lineup, makeViceCaptain, moveOnBench, toSaveSquadInput } from '@/features/squads/utils/lineup';
import { armbandHolderText, savedAs } from '@/features/squads/utils/optimistic-squad';
import { SQUAD_UNREACHABLE } from '@/features/squads/utils/squad-errors';
import { cardsById, lineupFromSquad, squadCards } from '@/features/squads/utils/squad-view';

/**
 * One change to the saved squad made on /team (the vice-captain, the bench order), saved at once: shown
 * before the server answers, put back with a toast saying why when it refuses.
 */
export function useTeamChange() {
  const [saveSquad, { loading }] = useMutation(SaveSquadDocument);

  async function change(
    squad: SquadFieldsFragment,
    edit: (lineup: Lineup) => Lineup,
    { failed, restored }: { failed: string; restored: string },
  ): Promise<void> {
    const lineup = edit(lineupFromSquad(squad));
    const layout = { formation: squad.formation, slots: squad.slots };
    try {
      await saveSquad({
        variables: { input: toSaveSquadInput(lineup) },
        optimisticResponse: {
          __typename: 'Mutation',
          saveSquad: savedAs(squad, lineup, layout, cardsById(squadCards(squad))),
        },
      });
    } catch (error) {
      toastRollback({ failed, reason: refusalMessage(error, SQUAD_UNREACHABLE), restored });
    }
  }

  function makeVice(squad: SquadFieldsFragment, cardId: string, name: string) {
    return change(squad, (lineup) => makeViceCaptain(lineup, cardId), {
      failed: `Couldn't make ${name} vice-captain`,
      restored: armbandHolderText(squad, 'vice-captain'),
    });
  }

  function moveSub(squad: SquadFieldsFragment, cardId: string, name: string, by: -1 | 1) {
    return change(squad, (lineup) => moveOnBench(lineup, cardId, by), {
      failed: `Couldn't move ${name} ${by < 0 ? 'up' : 'down'} the bench`,
      restored: 'Your bench is back in its saved order.',
    });
  }

  return { makeVice, moveSub, changing: loading };
}
