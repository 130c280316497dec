import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnedNft } from '@/features/nft-marketplace/api/nft-schemas';
import { formatSui, shortenId } from '@/features/nft-marketplace/utils/nft-display';
import { cn } from '@/lib/utils';

// Rarity tiers of spec §9: legendary, epic, rare; anything else is the default look.
const rarityClasses: Record<string, string> = {
  legendary: 'border-amber-300 bg-amber-100 text-amber-900',
  epic: 'border-purple-300 bg-purple-100 text-purple-900',
  rare: 'border-sky-300 bg-sky-100 text-sky-900',
};

export function OwnedNftCard({ nft }: { nft: OwnedNft }) {
  const titleId = useId();
  const { player } = nft;
  // The API sends the enum (LEGENDARY); the card shows it as a word (Legendary).
  const rarity = player.rarity.toLowerCase();
  const verified = nft.verificationStatus === 'verified';
  return (
    <Card data-testid="owned-nft" role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
        <CardTitle asChild>
          <h3 id={titleId} className="text-base leading-snug">
            {player.name}
          </h3>
        </CardTitle>
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
          <Badge variant="outline" className={cn('capitalize', rarityClasses[rarity])}>
            <span className="sr-only">Rarity </span>
            {rarity}
          </Badge>
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <dt className="text-muted-foreground">Token</dt>
          <dd className="font-mono" title={nft.tradeportTokenId}>
            {shortenId(nft.tradeportTokenId)}
          </dd>
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="font-medium">{formatSui(nft.purchasePrice)}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={verified ? 'default' : 'outline'}
            className={cn('capitalize', verified && 'bg-emerald-600 text-white')}
          >
            <span className="sr-only">Status </span>
            {nft.verificationStatus}
          </Badge>
          {verified && (
            <span className="flex items-center gap-1 text-emerald-700">
              <CircleCheck aria-hidden="true" className="size-4" />
              Available for team selection
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
