import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { CardHeader, CardTitle } from '@/components/ui/card';
import type { NftPlayer } from '@/features/nft-marketplace/api/nft-schemas';
import { cn } from '@/lib/utils';
import { toneBadge } from '@/lib/tone-style';

// Rarity tiers with a look of their own: legendary, epic, rare; anything else is the default look.
const rarityClasses: Record<string, string> = {
  legendary: toneBadge.amber,
  epic: toneBadge.purple,
  rare: toneBadge.sky,
};

function RarityBadge({ rarity }: { rarity: string }) {
  // The API sends the enum (LEGENDARY); the card shows it as a word (Legendary).
  const tier = rarity.toLowerCase();
  return (
    <Badge variant="outline" className={cn('capitalize', rarityClasses[tier])}>
      <span className="sr-only">Rarity </span>
      {tier}
    </Badge>
  );
}

type PlayerCardHeaderProps = {
  titleId: string;
  /** The player's name, or the card's fallback when the player is unknown. */
  title: ReactNode;
  player: NftPlayer | null;
};

/** A player card's title with overall, club, position and rarity, as the marketplace cards show it. */
export function PlayerCardHeader({ titleId, title, player }: PlayerCardHeaderProps) {
  return (
    <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
      <CardTitle asChild>
        <h3 id={titleId} className="text-base leading-snug">
          {title}
        </h3>
      </CardTitle>
      {player && (
        <>
          <Badge className="row-span-2 tabular-nums">
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
            <RarityBadge rarity={player.rarity} />
          </p>
        </>
      )}
    </CardHeader>
  );
}
