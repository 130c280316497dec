import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { SaveSquadDocument } from '@/features/squads/api/squad.mutations';
import { type Lineup, toSaveSquadInput } from '@/features/squads/utils/lineup';
import {
  type SquadField,
  squadErrorsText,
  squadFieldErrors,
  type SquadFieldErrors,
} from '@/features/squads/utils/squad-errors';

/** Save Team: the saved squad replaces the cached one; a refusal puts each message next to its field. */
export function useSaveSquad() {
  const [saveSquad, { loading }] = useMutation(SaveSquadDocument);
  const [fieldErrors, setFieldErrors] = useState<SquadFieldErrors>({});

  async function save(lineup: Lineup): Promise<boolean> {
    setFieldErrors({});
    try {
      await saveSquad({ variables: { input: toSaveSquadInput(lineup) } });
      toast({ title: 'Team saved', description: 'Your squad counts from the next gameweek deadline.' });
      return true;
    } catch (error) {
      const errors = squadFieldErrors(error);
      setFieldErrors(errors);
      toast({
        title: 'Team not saved',
        description: squadErrorsText(errors),
        variant: 'destructive',
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
