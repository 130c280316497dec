import { useQuery } from '@tanstack/react-query';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/leaderboard-api';
import { useLiveRefresh } from '@/lib/use-live-refresh';

/** The global leaderboard, read again every few seconds while a gameweek is `live`. */
export function useLeaderboard(live: boolean) {
  const query = useQuery(leaderboardQueryOptions);
  const { refetch } = query;
  useLiveRefresh(live, () => void refetch());
  return query;
}
