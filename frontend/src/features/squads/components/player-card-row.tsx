import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { PlayerCardFieldsFragment } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';
import { rarityStyle } from '@/lib/rarity-style';
import { LockMark } from '@/features/squads/components/lock-mark';
import type { CardLock } from '@/features/squads/utils/squad-locks';
import { PlayerLink } from '@/components/player-link';

/** One owned card: overall badge, name, club, position and rarity, any details, its lock, then its actions. */
export function PlayerCardRow({
  card,
  status,
  lock,
  details,
  children,
}: {
  card: PlayerCardFieldsFragment;
  /** Where the card is in the squad, e.g. "In XI" or "Bench". */
  status?: string;
  /** When a card of the squad locks for the gameweek (its match's kick-off). */
  lock?: CardLock;
  /** More about the card under its club line, e.g. its footballer's form and next fixture. */
  details?: ReactNode;
  children?: ReactNode;
}) {
  const { footballer } = card;
  const rarity = rarityStyle[card.rarity];
  return (
    <li data-testid="player-card" className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-md border text-sm font-bold tabular-nums',
          rarity.badge,
        )}
        title={`Overall ${footballer.overall}`}
      >
        <span className="sr-only">Overall </span>
        {footballer.overall}
      </span>
      <span className="grid min-w-40 flex-1 gap-0.5">
        {/* A narrow row (the slot's players under the pitch on a phone) puts the status under the name. */}
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <PlayerLink footballerId={footballer.id} className="truncate">
            {footballer.name}
          </PlayerLink>
          {status && <Badge variant="secondary">{status}</Badge>}
        </span>
        <span className="flex min-w-0 items-center gap-1.5 overflow-hidden text-xs text-muted-foreground">
          <Badge variant="outline">{footballer.position}</Badge>
          <span className="truncate">{footballer.club.name}</span>
          <span aria-hidden="true">·</span>
          <span>{rarity.label}</span>
        </span>
        {details}
        <LockMark lock={lock} />
      </span>
      {children && <span className="flex shrink-0 flex-wrap gap-1.5">{children}</span>}
    </li>
  );
}
