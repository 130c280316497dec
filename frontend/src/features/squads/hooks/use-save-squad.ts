import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { toast } from '@/components/ui/toast';
import { toastRollback } from '@/lib/rollback-toast';
import { SaveSquadDocument } from '@/features/squads/api/squad.mutations';
import { type Layout, type Lineup, toSaveSquadInput } from '@/features/squads/utils/lineup';
import { savedAs } from '@/features/squads/utils/optimistic-squad';
import {
  type SquadField,
  squadErrorsText,
  squadFieldErrors,
  type SquadFieldErrors,
} from '@/features/squads/utils/squad-errors';
import type { Card } from '@/features/squads/utils/squad-view';

/**
 * Save Team: the cached squad becomes the edited one at once (every page shows it saved); the server's
 * answer replaces it. A refusal puts the saved squad back, keeps the edits to fix, and puts each message
 * next to its field.
 */
export function useSaveSquad(saved: SquadFieldsFragment, cards: ReadonlyMap<string, Card>) {
  const [saveSquad, { loading }] = useMutation(SaveSquadDocument);
  const [fieldErrors, setFieldErrors] = useState<SquadFieldErrors>({});

  async function save(lineup: Lineup, layout: Layout): Promise<boolean> {
    setFieldErrors({});
    try {
      await saveSquad({
        variables: { input: toSaveSquadInput(lineup) },
        optimisticResponse: { __typename: 'Mutation', saveSquad: savedAs(saved, lineup, layout, cards) },
      });
      toast({ title: 'Team saved', description: 'Your squad counts from the next gameweek deadline.' });
      return true;
    } catch (error) {
      const errors = squadFieldErrors(error);
      setFieldErrors(errors);
      toastRollback({
        failed: "Couldn't save your team",
        reason: squadErrorsText(errors),
        restored: 'Your saved team is back as it was; your changes are still here to fix.',
      });
      return false;
    }
  }

  /** The manager changed the field: its refusal no longer applies. */
  function clearFieldError(field: SquadField) {
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  return { save, saving: loading, fieldErrors, clearFieldError };
}
