import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { LockKeyhole } from 'lucide-react';
import { NextLockDocument } from '@/features/game-clock/api/next-lock.query';
import { useGameNow } from '@/features/game-clock/hooks/use-game-now';
import { listOf, nextLockOf, timeUntil } from '@/features/game-clock/utils/next-lock';
import { formatZonedDateTime } from '@/lib/date-format';

// Read again now and then: another kick-off may have come, or the calendar moved on to a new season.
const NEXT_LOCK_POLL_MS = 60_000;

/**
 * When lineups next lock, counting down live on the game clock, and what happens then: the players of
 * the clubs kicking off lock, everyone else stays changeable until his own club's kick-off.
 */
export function NextLockCountdown() {
  const { data, refetch } = useQuery(NextLockDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: NEXT_LOCK_POLL_MS,
  });
  const now = useGameNow(data?.gameClock);
  const lock = data ? nextLockOf(data.upcomingFixtures, data.nextGameweek) : null;
  const passed = lock !== null && now !== null && now >= lock.at;
  // The kick-off has come: the next lock is another one.
  useEffect(() => {
    if (passed) void refetch().catch(() => undefined);
  }, [passed, refetch]);

  if (!data || !now) return null;
  return (
    <section
      aria-labelledby="next-lock-title"
      className="flex items-start gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs"
    >
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      {lock ? (
        <div className="grid gap-1">
          <h2 id="next-lock-title" className="font-semibold">
            Next lock{' '}
            <span className="tabular-nums text-primary" data-testid="next-lock-countdown">
              {timeUntil(lock.at, now)}
            </span>
          </h2>
          <p>
            <time dateTime={lock.at.toISOString()} className="font-medium">
              {formatZonedDateTime(lock.at)}
            </time>
            {lock.startsGameweek
              ? `: Gameweek ${lock.gameweek} kicks off.`
              : `: Gameweek ${lock.gameweek} goes on.`}
          </p>
          <p className="text-muted-foreground">
            Players of {listOf(lock.clubs)} lock at this kick-off. Each of your other players can still be
            swapped, or made captain, until his own club kicks off.
          </p>
        </div>
      ) : (
        <h2 id="next-lock-title" className="font-semibold">
          No kick-off is scheduled yet: your lineup stays open.
        </h2>
      )}
    </section>
  );
}
