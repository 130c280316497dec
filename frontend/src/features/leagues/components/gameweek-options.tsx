import type { UpcomingGameweek } from '@/features/leagues/hooks/use-upcoming-gameweeks';
import { formatShortDateTime } from '@/lib/date-format';

/** A select's options: the server's default first, then each gameweek with the date it starts. */
export function GameweekOptions({
  defaultLabel,
  gameweeks,
}: {
  defaultLabel: string;
  gameweeks: readonly UpcomingGameweek[];
}) {
  return (
    <>
      <option value="">{defaultLabel}</option>
      {gameweeks.map(({ number, deadline }) => (
        <option key={number} value={String(number)}>
          Gameweek {number} · starts {formatShortDateTime(deadline)}
        </option>
      ))}
    </>
  );
}
