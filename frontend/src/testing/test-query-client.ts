import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';

/**
 * The app's query client, retrying as often as in the app but without the pause between tries, so page tests
 * need not wait a second per failure. The pause itself is tested with the client's defaults.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...queries, retryDelay: 0 },
    mutations: { ...mutations, retryDelay: 0 },
  });
  return queryClient;
}
