import { MarketGrid } from '@/features/marketplace/components/market-grid';
import { MarketListingCard } from '@/features/marketplace/components/market-listing-card';
import { MarketListingsDocument } from '@/features/marketplace/api/market-queries';
import { useMarketPage } from '@/features/marketplace/hooks/use-market-page';
import type { PurchaseTarget } from '@/features/marketplace/hooks/use-market-purchase';
import type { PositionGroup } from '@/graphql/__generated__/graphql';

type MarketListingsPanelProps = {
  search: string | null;
  position: PositionGroup | null;
  currentUserId: string | null;
  /** Read the lists again every few seconds (no live updates over the socket). */
  poll: boolean;
  onBuy: (target: PurchaseTarget) => void;
};

/** Managers' players for sale (only active listings, newest first), searched and filtered on the server. */
export function MarketListingsPanel({
  search,
  position,
  currentUserId,
  poll,
  onBuy,
}: MarketListingsPanelProps) {
  const page = useMarketPage(
    MarketListingsDocument,
    (data) => data.marketListings,
    { search, position },
    poll,
  );
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
