import { MarketGrid } from '@/features/marketplace/components/market-grid';
import { MarketListingCard } from '@/features/marketplace/components/market-listing-card';
import { MarketListingsDocument } from '@/features/marketplace/api/market.queries';
import { type MarketPageFilters, useMarketPage } from '@/features/marketplace/hooks/use-market-page';
import type { PurchaseTarget } from '@/features/marketplace/hooks/use-market-purchase';

type MarketListingsPanelProps = {
  filters: MarketPageFilters;
  currentUserId: string | null;
  /** Read the lists again every few seconds (no live updates over the socket). */
  poll: boolean;
  onBuy: (target: PurchaseTarget) => void;
};

/** Managers' players for sale (only active listings, newest first unless sorted), searched and filtered on the server. */
export function MarketListingsPanel({ filters, currentUserId, poll, onBuy }: MarketListingsPanelProps) {
  const page = useMarketPage(MarketListingsDocument, (data) => data.marketListings, filters, poll);
  return (
    <MarketGrid
      label="Players for sale"
      {...page}
      onRetry={page.retry}
      onLoadMore={page.loadMore}
      errorMessage="The marketplace could not be loaded."
      keyOf={(listing) => listing.id}
    >
      {(listing) => (
        <MarketListingCard
          listing={listing}
          own={listing.users.id === currentUserId}
          onBuy={() =>
            onBuy({
              kind: 'listing',
              id: listing.id,
              player: listing.players,
              price: listing.marketplace.price,
            })
          }
        />
      )}
    </MarketGrid>
  );
}
