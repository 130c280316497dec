import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AvailableLeaguesDocument } from '@/features/leagues/api/league.queries';

/** Cards per read: four rows of three. */
export const LEAGUES_PAGE_SIZE = 12;

/** Available Leagues read a page at a time, with Load more by the total. */
export function useAvailableLeagues() {
  const { data, error, fetchMore, refetch } = useQuery(AvailableLeaguesDocument, {
    variables: { limit: LEAGUES_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const leagues = data?.leagues.items;

  async function loadMore() {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { offset: leagues?.length ?? 0 } });
    } catch {
      // The button stays: the next click tries again.
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    leagues,
    total: data?.leagues.total ?? 0,
    failed: error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    loadingMore,
    loadMore: () => void loadMore(),
  };
}
