import { useApolloClient } from '@apollo/client/react';
import { TopPerformersRefreshDocument } from '@/features/matches/api/top-performers-refresh.query';
import { useLiveRefresh } from '@/lib/use-live-refresh';

/**
 * Reads Top Performers again every few seconds while a gameweek is `live`, and once when it ends: the answer
 * lands in the cached list the home page shows, so points move without a reload.
 */
export function useTopPerformersRefresh(live: boolean): void {
  const client = useApolloClient();
  useLiveRefresh(live, () => {
    // A failed read keeps the list shown; the next one tries again.
    client.query({ query: TopPerformersRefreshDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  });
}
