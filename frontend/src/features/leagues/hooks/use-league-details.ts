import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { LeagueDetailsDocument } from '@/features/leagues/api/league.queries';

/** How often a league being played is read again: its standings and gameweek scores move live. */
export const LEAGUE_LIVE_POLL_MS = 15_000;

/** One league for its page, read again every 15 s while its phase is RUNNING. */
export function useLeagueDetails(leagueId: string) {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(LeagueDetailsDocument, {
    variables: { id: leagueId },
    fetchPolicy: 'cache-and-network',
  });
  const running = data?.league?.phase === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    startPolling(LEAGUE_LIVE_POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  return {
    /** undefined until the first answer; null when there is no such league. */
    league: data ? data.league : undefined,
    failed: error !== undefined && data === undefined,
    retry: () => void refetch().catch(() => undefined),
  };
}
