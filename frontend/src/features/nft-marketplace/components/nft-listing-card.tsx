import { useId } from 'react';
import { Check, ShoppingCart } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { NftListing } from '@/features/nft-marketplace/api/nft-schemas';
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
  return (
    <Card
      data-testid="nft-listing"
      data-selected={selected || undefined}
      aria-labelledby={titleId}
      role="group"
      className={cn('gap-4 py-5 transition-shadow', selected && 'border-primary ring-2 ring-primary/40')}
    >
      <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
        <CardTitle asChild>
          <h3 id={titleId} className="text-base leading-snug">
            Token <span title={listing.tokenId}>{shortenId(listing.tokenId)}</span>
          </h3>
        </CardTitle>
        <Badge variant="secondary" className="text-sm">
          {formatSui(listing.price)}
        </Badge>
      </CardHeader>
      <CardContent className="px-5 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <dt className="text-muted-foreground">Player</dt>
          <dd className="font-mono" title={listing.playerId}>
            {shortenId(listing.playerId)}
          </dd>
          <dt className="text-muted-foreground">Seller</dt>
          <dd className="font-mono" title={listing.seller}>
            {shortenId(listing.seller)}
          </dd>
          <dt className="text-muted-foreground">Contract</dt>
          <dd className="font-mono" title={listing.contractAddress}>
            {shortenId(listing.contractAddress)}
          </dd>
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
