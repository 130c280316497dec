import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/lib/session/fetch-current-user';
import type { User } from '@/lib/session/user';

export const CURRENT_USER_PATH = '/api/user';
export const CURRENT_USER_KEY = [CURRENT_USER_PATH] as const;

// The current user changes rarely, so it stays fresh longer than other data, and is refetched (once stale)
// when the window regains focus: a session ended in another tab or device shows here soon after.
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;
export const CURRENT_USER_GC_MS = 10 * 60 * 1000;

export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  // No retry: a failure other than 401 keeps what was known, and the next focus asks again.
  retry: false,
  staleTime: CURRENT_USER_STALE_MS,
  gcTime: CURRENT_USER_GC_MS,
  refetchOnWindowFocus: true,
});

export type CurrentUser = {
  /** null when logged out, or while the first answer is pending. */
  user: User | null;
  /** true until the first answer of GET /api/user arrives. */
  isLoading: boolean;
};

export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery(currentUserQueryOptions);
  return { user: data ?? null, isLoading: isPending };
}
