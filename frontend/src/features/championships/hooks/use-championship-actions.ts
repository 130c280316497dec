import { useApolloClient } from '@apollo/client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import {
  postJoinChampionship,
  postPreRegistration,
  preRegistrationsPath,
  type PreRegistrationPayload,
} from '@/features/championships/api/championships.rest';
import { MyChampionshipEntryDocument } from '@/features/championships/api/my-championship-entry.query';
import {
  JOIN_FALLBACK,
  PRE_REGISTER_FALLBACK,
  championshipFailureText,
} from '@/features/championships/utils/championship-errors';

function failed(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** The cards read the manager's place again: 'Registered' or 'Member' shows once the server has it. */
function useRefreshMyEntries() {
  const client = useApolloClient();
  return () => void client.refetchQueries({ include: [MyChampionshipEntryDocument] }).catch(() => undefined);
}

type PreRegisterVariables = { championshipId: string; payload: PreRegistrationPayload };

/** Pre-Register Now's submit, with its toasts; the championship's list is read again on success. */
export function usePreRegister(onDone: () => void) {
  const queryClient = useQueryClient();
  const refreshMyEntries = useRefreshMyEntries();
  return useMutation({
    mutationFn: ({ championshipId, payload }: PreRegisterVariables) =>
      postPreRegistration(championshipId, payload),
    onSuccess: ({ updated }, { championshipId }) => {
      toast({
        title: updated
          ? 'Registration updated successfully!'
          : 'Pre-registered for championship successfully!',
      });
      void queryClient.invalidateQueries({ queryKey: [preRegistrationsPath(championshipId)] });
      refreshMyEntries();
      onDone();
    },
    onError: (error) => failed(championshipFailureText(error, PRE_REGISTER_FALLBACK)),
  });
}

/** Join Championship: joins the championship's league, with its toasts. */
export function useJoinChampionship() {
  const refreshMyEntries = useRefreshMyEntries();
  return useMutation({
    mutationFn: postJoinChampionship,
    onSuccess: () => {
      toast({ title: 'Joined championship successfully!' });
      refreshMyEntries();
    },
    // A refusal may mean the card was behind (joined in another tab): it reads the manager's place again.
    onError: (error) => {
      failed(championshipFailureText(error, JOIN_FALLBACK));
      refreshMyEntries();
    },
  });
}
