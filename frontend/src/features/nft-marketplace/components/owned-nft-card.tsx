import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import type { OwnedNft } from '@/features/nft-marketplace/api/nft-schemas';
import { IdDetail } from '@/features/nft-marketplace/components/id-detail';
import { PlayerCardHeader } from '@/features/nft-marketplace/components/player-card-header';
import { formatSui } from '@/features/nft-marketplace/utils/nft-display';
import { cn } from '@/lib/utils';
import { toneText } from '@/lib/tone-style';

export function OwnedNftCard({ nft }: { nft: OwnedNft }) {
  const titleId = useId();
  const tokenRowId = useId();
  const verified = nft.verificationStatus === 'verified';
  return (
    <Card
      data-testid="owned-nft"
      role="group"
      // Named by player and token: a manager can own several cards of one footballer (or of unknown ones).
      aria-labelledby={`${titleId} ${tokenRowId}`}
      className="gap-3 py-5"
    >
      {/* The product may not know the footballer any more; the card itself is still owned. */}
      <PlayerCardHeader titleId={titleId} title={nft.player?.name ?? 'Unknown player'} player={nft.player} />
      <CardContent className="grid gap-3 px-5 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <IdDetail id={tokenRowId} label="Token" value={nft.tradeportTokenId} />
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="font-medium">{formatSui(nft.purchasePrice)}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={verified ? 'default' : 'outline'}
            className={cn('capitalize', verified && 'bg-emerald-700 text-white')}
          >
            <span className="sr-only">Status </span>
            {nft.verificationStatus}
          </Badge>
          {verified && (
            <span className={cn('flex items-center gap-1', toneText.emerald)}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Available for team selection
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
