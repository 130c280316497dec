import { useEffect, useRef } from 'react';

/** How often points and ranks are read again while a gameweek is being played. */
export const LIVE_REFRESH_MS = 5_000;

/**
 * Calls `refresh` every few seconds while `live` (a gameweek is being played), and once more when it ends:
 * the final figures (substitutions at the gameweek's end) arrive after the last live ones.
 */
export function useLiveRefresh(live: boolean, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  const wasLive = useRef(live);

  useEffect(() => {
    if (wasLive.current && !live) refreshRef.current();
    wasLive.current = live;
    if (!live) return;
    const timer = setInterval(() => refreshRef.current(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live]);
}
