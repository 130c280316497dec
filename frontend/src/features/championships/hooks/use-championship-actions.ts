import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import {
  postJoinChampionship,
  postPreRegistration,
  preRegistrationsPath,
  type PreRegistrationPayload,
} from '@/features/championships/api/championships-api';
import {
  JOIN_FALLBACK,
  PRE_REGISTER_FALLBACK,
  championshipFailureText,
} from '@/features/championships/utils/championship-errors';

function failed(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

type PreRegisterVariables = { championshipId: string; payload: PreRegistrationPayload };

/** Pre-Register Now's submit, with spec §8's toasts; the championship's list is read again on success. */
export function usePreRegister(onDone: () => void) {
  const queryClient = useQueryClient();
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
      onDone();
    },
    onError: (error) => failed(championshipFailureText(error, PRE_REGISTER_FALLBACK)),
  });
}

/** Join Championship: joins the championship's league, with spec §8's toasts. */
export function useJoinChampionship() {
  return useMutation({
    mutationFn: postJoinChampionship,
    onSuccess: () => toast({ title: 'Joined championship successfully!' }),
    onError: (error) => failed(championshipFailureText(error, JOIN_FALLBACK)),
  });
}
