import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyBattlesDocument, OpenBattlesDocument } from '@/features/h2h/api/battle-documents';
import { isActive } from '@/features/h2h/utils/battle-display';

/** Battles are read again this often while something can change them (a live score, an acceptance). */
export const BATTLE_REFRESH_MS = 10_000;

/**
 * My battles and the challenges I may accept. Mine are read every 10 s while one of them is not settled
 * (waiting for acceptance or its gameweek, or live: its scores); the open challenges every 10 s while the
 * page is open, as others create and take them.
 */
export function useBattles() {
  const mine = useQuery(MyBattlesDocument, { fetchPolicy: 'cache-and-network' });
  const open = useQuery(OpenBattlesDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: BATTLE_REFRESH_MS,
  });
  const unsettled = mine.data?.myBattles.some(isActive) ?? false;
  const { startPolling, stopPolling } = mine;
  useEffect(() => {
    if (!unsettled) return;
    startPolling(BATTLE_REFRESH_MS);
    return () => stopPolling();
  }, [unsettled, startPolling, stopPolling]);
  return { mine, open };
}
