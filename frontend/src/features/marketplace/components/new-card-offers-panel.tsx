import { MarketGrid } from '@/features/marketplace/components/market-grid';
import { NewCardOfferCard } from '@/features/marketplace/components/new-card-offer-card';
import { NewCardOffersDocument } from '@/features/marketplace/api/market.queries';
import { type MarketPageFilters, useMarketPage } from '@/features/marketplace/hooks/use-market-page';
import type { PurchaseTarget } from '@/features/marketplace/hooks/use-market-purchase';

type NewCardOffersPanelProps = {
  filters: MarketPageFilters;
  poll: boolean;
  onBuy: (target: PurchaseTarget) => void;
};

/** New cards from the product at their tier's list price, best overall first unless sorted, with how many are left. */
export function NewCardOffersPanel({ filters, poll, onBuy }: NewCardOffersPanelProps) {
  const page = useMarketPage(NewCardOffersDocument, (data) => data.newCardOffers, filters, poll);
  return (
    <MarketGrid
      label="New cards for sale"
      {...page}
      onRetry={page.retry}
      onLoadMore={page.loadMore}
      errorMessage="The new cards could not be loaded."
      keyOf={(offer) => offer.players.id}
    >
      {(offer) => (
        <NewCardOfferCard
          offer={offer}
          onBuy={() =>
            onBuy({ kind: 'new-card', id: offer.players.id, player: offer.players, price: offer.price })
          }
        />
      )}
    </MarketGrid>
  );
}
