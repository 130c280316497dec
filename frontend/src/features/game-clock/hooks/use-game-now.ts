import { useEffect, useState } from 'react';

interface GameClockReading {
  gameTime: string;
  held: boolean;
}

/**
 * The game clock's time, ticking every second: the server's game time as last read, carried on by this
 * browser's clock from the moment it was read (so a browser clock set wrong does not matter), standing
 * still while the clock is held.
 */
export function useGameNow(clock: GameClockReading | undefined): Date | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  // When a new reading arrives, this browser's time then (to the last tick) is where it counts on from.
  const key = clock ? `${clock.gameTime}|${clock.held}` : '';
  const [anchor, setAnchor] = useState({ key, readAt: now });
  if (anchor.key !== key) setAnchor({ key, readAt: now });
  if (!clock) return null;
  const gameTime = new Date(clock.gameTime).getTime();
  return new Date(clock.held ? gameTime : gameTime + Math.max(0, now - anchor.readAt));
}
