import { useApolloClient } from '@apollo/client/react';
import { MyAchievementsDocument } from '@/features/achievements';
import { SplRewardsPageDocument, useSplPayments } from '@/features/spl-rewards';
import { useCurrentUser } from '@/lib/session/current-user-query';

/**
 * The shell's one live SPL subscription while signed in: each payment lands in the cache and in a toast;
 * ranks and achievement progress move with it, so an open SPL or achievements page reads them again.
 */
export function useLiveSplAwards(): void {
  const { user } = useCurrentUser();
  const client = useApolloClient();
  useSplPayments(user !== null, () => {
    // Only the queries on screen are read again; the others are read on arrival anyway.
    client
      .refetchQueries({ include: [SplRewardsPageDocument, MyAchievementsDocument] })
      .catch(() => undefined);
  });
}
