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
  dropSessionData(queryClient, apolloClient);
  storeCurrentUser(queryClient, null);
}

/** Every answer but the current user's dropped (REST and GraphQL): it was read for the previous session. */
export function dropSessionData(queryClient: QueryClient, apolloClient: ApolloClient): void {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  void apolloClient.clearStore();
}

/** Asks GET /api/user again: an answer said the session may be gone. */
export function recheckCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const apolloClient = useApolloClient();
  return useMemo(
    () => ({
      setCurrentUser: (user: User) => storeCurrentUser(queryClient, user),
      refetchCurrentUser: () => recheckCurrentUser(queryClient),
      clearSession: () => clearSession(queryClient, apolloClient),
      dropSessionData: () => dropSessionData(queryClient, apolloClient),
    }),
    [queryClient, apolloClient],
  );
}
