import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyBattlesDocument, OpenBattlesDocument } from '@/features/h2h/api/battle.queries';
import { isActive } from '@/features/h2h/utils/battle-display';

/** Battles are read again this often while something can change them (a live score, an acceptance). */
export const BATTLE_REFRESH_MS = 10_000;

/** A wager being held settles within seconds: a battle waiting for it is read this often. */
export const WAGER_FOLLOW_MS = 1_000;

/**
 * My battles and the challenges I may accept. Mine are read every 10 s while one of them is not settled
 * (waiting for acceptance or its gameweek, or live: its scores), every second while a wager of one is
 * being held; the open challenges every 10 s while the page is open, as others create and take them.
 */
export function useBattles() {
  const mine = useQuery(MyBattlesDocument, { fetchPolicy: 'cache-and-network' });
  const open = useQuery(OpenBattlesDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: BATTLE_REFRESH_MS,
  });
  const active = mine.data?.myBattles.filter(isActive) ?? [];
  const interval = active.some((battle) => !battle.funded)
    ? WAGER_FOLLOW_MS
    : active.length > 0
      ? BATTLE_REFRESH_MS
      : 0;
  const { startPolling, stopPolling } = mine;
  useEffect(() => {
    if (!interval) return;
    startPolling(interval);
    return () => stopPolling();
  }, [interval, startPolling, stopPolling]);
  return { mine, open };
}
