import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { leaderboardQueryOptions, mergePages } from '@/features/leaderboard/api/leaderboard.rest';
import { useLiveRefresh } from '@/lib/use-live-refresh';

/** The global leaderboard's loaded rows, read again (every loaded page) every few seconds while `live`. */
export function useLeaderboard(live: boolean) {
  const query = useInfiniteQuery(leaderboardQueryOptions);
  const { refetch, data } = query;
  useLiveRefresh(live, () => void refetch());
  const entries = useMemo(() => (data ? mergePages(data.pages) : undefined), [data]);
  return { ...query, entries };
}
