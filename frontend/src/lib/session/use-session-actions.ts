import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
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
 * Logged out: the current user is cleared, and every other answer (REST and GraphQL) is dropped, because it was
 * fetched with the ended session and may belong to that user: the next manager to sign in in this tab must
 * not see it, even for a moment.
 */
export function clearSession(queryClient: QueryClient, apolloClient: ApolloClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  storeCurrentUser(queryClient, null);
  void apolloClient.clearStore();
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const apolloClient = useApolloClient();
  return useMemo(
    () => ({
      setCurrentUser: (user: User) => storeCurrentUser(queryClient, user),
      refetchCurrentUser: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      clearSession: () => clearSession(queryClient, apolloClient),
    }),
    [queryClient, apolloClient],
  );
}
