import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { MyStatsDocument } from '@/features/squads/api/my-stats.query';
import { useLiveRefresh } from '@/lib/use-live-refresh';

/**
 * Reads the manager's figures again every few seconds while a gameweek is `live`: the answer updates the one
 * cached ManagerStats, so every query showing it (home, /team) moves without a reload.
 */
export function useMyStatsRefresh(live: boolean): void {
  const client = useApolloClient();
  useLiveRefresh(live, () => {
    // A failed read keeps the figures shown; the next one tries again.
    client.query({ query: MyStatsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  });
}

/** The manager's figures (signed in only), kept live while a gameweek is played. */
export function useMyStats(signedIn: boolean, live: boolean) {
  const query = useQuery(MyStatsDocument, signedIn ? { fetchPolicy: 'cache-and-network' } : skipToken);
  useMyStatsRefresh(signedIn && live);
  return query;
}
