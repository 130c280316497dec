import { HeartPulse, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { graphql } from '@/graphql/__generated__';
import type { PlayerHeader_FootballerFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { rarityStyle } from '@/lib/rarity-style';
import { toneBadge } from '@/lib/tone-style';
import { cn } from '@/lib/utils';

graphql(`
  fragment PlayerHeader_footballer on Footballer {
    id
    name
    position
    overall
    rarity
    available
    club {
      id
      name
    }
    injury {
      id
      injury
      expectedReturn
    }
  }
`);

/** Who he is: club, position, rating, tier, and whether he can play. */
export function PlayerHeader({ footballer }: { footballer: PlayerHeader_FootballerFragment }) {
  const { injury } = footballer;
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-label={`Rating ${footballer.overall}`}
          className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
        >
          {footballer.overall}
        </span>
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{footballer.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <span>{footballer.club.name}</span>
            <span aria-hidden="true">·</span>
            <Badge variant="outline">
              <span className="sr-only">Position </span>
              {footballer.position}
            </Badge>
            <Badge variant="outline" className={rarityStyle[footballer.rarity].badge}>
              {rarityStyle[footballer.rarity].label}
            </Badge>
          </p>
        </div>
      </div>
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
          footballer.available ? toneBadge.emerald : toneBadge.red,
        )}
      >
        {footballer.available ? (
          <>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Available
          </>
        ) : (
          <>
            <HeartPulse aria-hidden="true" className="size-4" />
            {injury
              ? `Injured: ${injury.injury}, expected back ${formatShortDateTime(injury.expectedReturn)}`
              : 'Unavailable'}
          </>
        )}
      </p>
    </header>
  );
}
