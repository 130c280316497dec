import { CalendarClock } from 'lucide-react';
import { useNextGameweek } from '@/features/h2h/hooks/use-next-gameweek';
import { formatShortDateTime } from '@/lib/date-format';

/**
 * Which gameweek a battle created now is for and when it starts (its first kick-off, on the game clock
 * every page shares): a challenge not accepted by then expires, so the challenger sees how long the
 * opponent has.
 */
export function BattleGameweekNotice() {
  const next = useNextGameweek();
  if (next === undefined) return null;
  if (next === null) {
    return <p className="text-sm text-muted-foreground">No gameweek is scheduled yet to battle in.</p>;
  }
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        For <span className="font-semibold">Gameweek {next.number}</span>, starting{' '}
        <time dateTime={next.deadline} className="font-semibold">
          {formatShortDateTime(next.deadline)}
        </time>
        : your opponent must accept before its first kick-off, or the battle expires and your wager comes
        back.
      </span>
    </p>
  );
}
