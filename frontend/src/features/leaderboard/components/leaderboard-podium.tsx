import { Crown, Medal } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { LeaderboardEntry } from '@/features/leaderboard/api/leaderboard.rest';
import { teamLabel } from '@/features/leaderboard/components/team-label';

// Second, first, third from left to right: the winner stands in the middle, highest.
const PODIUM_ORDER = [1, 0, 2] as const;
const placeStyle = [
  { step: 'h-32 bg-amber-400/90 text-amber-950', medal: 'text-amber-500', label: 'Gold' },
  { step: 'h-24 bg-slate-300 text-slate-900', medal: 'text-slate-400', label: 'Silver' },
  { step: 'h-16 bg-orange-300 text-orange-950', medal: 'text-orange-500', label: 'Bronze' },
] as const;

/** The top three managers; shown only when there are at least three. */
export function LeaderboardPodium({
  entries,
  currentUserId,
}: {
  entries: readonly LeaderboardEntry[];
  currentUserId: string | null;
}) {
  // The podium is ranks 1 to 3; a list of fewer managers has none.
  if (entries.length < 3 || entries[2]!.rank !== 3) return null;
  return (
    <section aria-labelledby="podium-title" className="grid gap-3">
      <h2 id="podium-title" className="sr-only">
        Top three
      </h2>
      <ol className="grid grid-cols-3 items-end gap-3 sm:gap-6">
        {PODIUM_ORDER.map((place) => {
          const entry = entries[place]!;
          const style = placeStyle[place];
          return (
            <li
              key={entry.id}
              data-testid="podium-place"
              data-rank={entry.rank}
              aria-current={entry.id === currentUserId ? 'true' : undefined}
              className="grid justify-items-center gap-2 text-center"
            >
              {place === 0 ? (
                <Crown aria-hidden="true" className={cn('size-8', style.medal)} />
              ) : (
                <Medal aria-hidden="true" className={cn('size-6', style.medal)} />
              )}
              <span className="grid max-w-full gap-0.5">
                <span className="truncate font-semibold">{entry.username}</span>
                <span className="truncate text-xs text-muted-foreground">{teamLabel(entry.teamName)}</span>
                <span className="font-bold tabular-nums">{entry.totalPoints} pts</span>
              </span>
              <span
                className={cn(
                  'flex w-full items-start justify-center rounded-t-lg pt-2 text-2xl font-black',
                  style.step,
                  entry.id === currentUserId && 'ring-4 ring-primary',
                )}
              >
                <span className="sr-only">{`${style.label}, rank `}</span>
                {entry.rank}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
