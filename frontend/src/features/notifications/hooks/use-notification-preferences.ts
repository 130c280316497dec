import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { SetNotificationPreferenceDocument } from '@/features/notifications/api/notification-preference.mutation';
import { MyNotificationPreferencesDocument } from '@/features/notifications/api/notification-preferences.query';
import type { NotificationPreferenceRow_PreferenceFragment } from '@/graphql/__generated__/graphql';

export type NotificationPreference = NotificationPreferenceRow_PreferenceFragment;

/**
 * The manager's choice for every kind, and `save` for one kind's new choice: shown at once (optimistic),
 * put back with an error toast when the server refuses it.
 */
export function useNotificationPreferences() {
  const { data, error, refetch } = useQuery(MyNotificationPreferencesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [setPreference] = useMutation(SetNotificationPreferenceDocument);

  async function save(choice: NotificationPreference): Promise<void> {
    const { kind, inApp, email, push } = choice;
    try {
      await setPreference({
        variables: { input: { kind, inApp, email, push } },
        optimisticResponse: { __typename: 'Mutation', setNotificationPreference: choice },
      });
    } catch (error) {
      // Apollo has already dropped the optimistic answer: the switch is back where the server has it.
      toast({
        title: 'Setting not saved',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return {
    preferences: data?.myNotificationPreferences,
    failed: error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    save: (choice: NotificationPreference) => void save(choice),
  };
}
