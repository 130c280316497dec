import { useId } from 'react';
import { Check, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import type { NftListing } from '@/features/nft-marketplace/api/nft-schemas';
import { IdDetail } from '@/features/nft-marketplace/components/id-detail';
import { PlayerCardHeader } from '@/features/nft-marketplace/components/player-card-header';
import { formatSui, shortenId } from '@/features/nft-marketplace/utils/nft-display';
import { cn } from '@/lib/utils';

type NftListingCardProps = {
  listing: NftListing;
  selected: boolean;
  onSelect: () => void;
  pending: boolean;
  buyDisabled: boolean;
  onBuy: () => void;
};

export function NftListingCard({
  listing,
  selected,
  onSelect,
  pending,
  buyDisabled,
  onBuy,
}: NftListingCardProps) {
  const titleId = useId();
  const tokenRowId = useId();
  const { player } = listing;
  const title = player ? (
    player.name
  ) : (
    <>
      Token <span title={listing.tokenId}>{shortenId(listing.tokenId)}</span>
    </>
  );
  return (
    <Card
      data-testid="nft-listing"
      data-selected={selected || undefined}
      // Named by player and token: one footballer can be on several cards (the fallback title is the token).
      aria-labelledby={player ? `${titleId} ${tokenRowId}` : titleId}
      role="group"
      className={cn('gap-4 py-5 transition-shadow', selected && 'border-primary ring-2 ring-primary/40')}
    >
      <PlayerCardHeader titleId={titleId} title={title} player={player} />
      <CardContent className="px-5 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold">{formatSui(listing.price)}</dd>
          <IdDetail id={tokenRowId} label="Token" value={listing.tokenId} />
          <IdDetail label="Seller" value={listing.seller} />
          <IdDetail label="Contract" value={listing.contractAddress} />
        </dl>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2 px-5">
        {/* A toggle keeps one name; aria-pressed says whether this listing is the selected one. */}
        <Button
          variant={selected ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={selected}
          onClick={onSelect}
        >
          {selected && <Check aria-hidden="true" />}
          Select
        </Button>
        <Button size="sm" disabled={buyDisabled} onClick={onBuy}>
          <ShoppingCart aria-hidden="true" />
          {pending ? 'Processing...' : 'Buy'}
        </Button>
      </CardFooter>
    </Card>
  );
}
