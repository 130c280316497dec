import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/session/current-user-query';
import type { User } from '@/lib/session/user';

/**
 * Stores `user` as current. A GET /api/user still in flight started before this change, so it is cancelled:
 * its late answer must not undo a login or logout.
 */
export function storeCurrentUser(queryClient: QueryClient, user: User | null): void {
  void queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/**
 * Logged out: the current user is cleared, and every other answer is dropped, because it was fetched with the
 * ended session and may belong to that user.
 */
export function clearSession(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  storeCurrentUser(queryClient, null);
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      setCurrentUser: (user: User) => storeCurrentUser(queryClient, user),
      refetchCurrentUser: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      clearSession: () => clearSession(queryClient),
    }),
    [queryClient],
  );
}
