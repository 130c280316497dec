import { Rocket, Store } from 'lucide-react';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { NftListing } from '@/features/nft-marketplace/api/nft-schemas';
import { NftListingCard } from '@/features/nft-marketplace/components/nft-listing-card';

type NftListingsPanelProps = {
  /** undefined until the first answer. */
  listings: readonly NftListing[] | undefined;
  failed: boolean;
  onRetry: () => void;
  selectedListingId: string | null;
  onSelect: (listingId: string) => void;
  /** The listing being bought, if any: one purchase at a time. */
  pendingListingId: string | null;
  onBuy: (listing: NftListing) => void;
};

export function NftListingsPanel(props: NftListingsPanelProps) {
  return (
    <Card role="region" aria-labelledby="nft-listings-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="nft-listings-title" className="flex items-center gap-2 text-lg">
            <Store aria-hidden="true" className="size-5 text-primary" />
            NFTs for Sale
          </h2>
        </CardTitle>
        <CardDescription>Player cards listed on the Sui market. Prices are in SUI.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListingsContent {...props} />
      </CardContent>
    </Card>
  );
}

function ListingsContent({
  listings,
  failed,
  onRetry,
  selectedListingId,
  onSelect,
  pendingListingId,
  onBuy,
}: NftListingsPanelProps) {
  return (
    <PanelBody
      items={listings}
      failed={failed}
      onRetry={onRetry}
      errorMessage="NFT listings could not be loaded."
      loading={{ label: 'Loading NFT listings…', rows: 3 }}
      empty={
        <PanelMessage icon={<Rocket aria-hidden="true" className="size-6" />}>
          <span className="font-medium text-foreground">
            No NFTs currently available on an external NFT marketplace
          </span>
          <span>NFT sales will begin in two weeks</span>
          <Badge variant="secondary">Launch in 2 weeks</Badge>
        </PanelMessage>
      }
    >
      {(items) => (
        <ul aria-label="NFTs for sale" className="grid gap-4 sm:grid-cols-2">
          {items.map((listing) => (
            <li key={listing.id} className="grid">
              <NftListingCard
                listing={listing}
                selected={listing.id === selectedListingId}
                onSelect={() => onSelect(listing.id)}
                pending={listing.id === pendingListingId}
                buyDisabled={pendingListingId !== null}
                onBuy={() => onBuy(listing)}
              />
            </li>
          ))}
        </ul>
      )}
    </PanelBody>
  );
}
