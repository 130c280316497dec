import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { storeCurrentUser } from '@/lib/session/use-session-actions';

// The product's data defaults: how long an answer stays fresh, how long an unused one is kept, how often a
// failure is retried, and which events ask again.
export const QUERY_STALE_MS = 60 * 1000;
export const QUERY_GC_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 1;
/** One fixed pause before each retry: long enough for a blip to pass, short enough to wait for. */
export const RETRY_DELAY_MS = 1000;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Retries up to `retries` times, but never a client error (401, 403, 404, 429…): it answers the same the
 * second time, and a repeated POST /api/login would count as a second failed login.
 */
export function retryUpTo(retries: number) {
  return (failureCount: number, error: unknown) => failureCount < retries && !isClientError(error);
}

/** One client per app (and per test): the REST facade's data with the product's defaults. */
export function createQueryClient(): QueryClient {
  // A 401 from any call means the session is gone (expired, or ended elsewhere): the user is logged out.
  const signOutOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) storeCurrentUser(queryClient, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: retryUpTo(QUERY_RETRIES),
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: true,
      },
      mutations: { retry: retryUpTo(MUTATION_RETRIES), retryDelay: RETRY_DELAY_MS },
    },
  });
  return queryClient;
}
