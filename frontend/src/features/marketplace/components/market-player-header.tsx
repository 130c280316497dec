import { Badge } from '@/components/ui/badge';
import { CardHeader, CardTitle } from '@/components/ui/card';
import { rarityStyle } from '@/lib/rarity-style';
import type { MarketPlayerFieldsFragment } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';
import { PlayerLink } from '@/components/player-link';

/** A market card's title: the player's name and overall, then club, position and rarity. */
export function MarketPlayerHeader({
  titleId,
  player,
}: {
  titleId: string;
  player: MarketPlayerFieldsFragment;
}) {
  const rarity = rarityStyle[player.rarity];
  return (
    <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
      <CardTitle asChild>
        <h3 id={titleId} className="text-base leading-snug">
          <PlayerLink footballerId={player.id}>{player.name}</PlayerLink>
        </h3>
      </CardTitle>
      <Badge className="row-span-2 min-w-9 text-sm tabular-nums" title={`Overall ${player.overall}`}>
        <span className="sr-only">Overall </span>
        {player.overall}
      </Badge>
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <span>{player.club}</span>
        <span aria-hidden="true">·</span>
        <Badge variant="outline">
          <span className="sr-only">Position </span>
          {player.position}
        </Badge>
        <Badge variant="outline" className={cn(rarity.badge)}>
          <span className="sr-only">Rarity </span>
          {rarity.label}
        </Badge>
      </p>
    </CardHeader>
  );
}
