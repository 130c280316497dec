import { MarketGrid } from '@/features/marketplace/components/market-grid';
import { NewCardOfferCard } from '@/features/marketplace/components/new-card-offer-card';
import { NewCardOffersDocument } from '@/features/marketplace/api/market-queries';
import { useMarketPage } from '@/features/marketplace/hooks/use-market-page';
import type { PurchaseTarget } from '@/features/marketplace/hooks/use-market-purchase';
import type { PositionGroup } from '@/graphql/__generated__/graphql';

type NewCardOffersPanelProps = {
  search: string | null;
  position: PositionGroup | null;
  poll: boolean;
  onBuy: (target: PurchaseTarget) => void;
};

/** New cards from the product at their tier's list price, best overall first, with how many are left. */
export function NewCardOffersPanel({ search, position, poll, onBuy }: NewCardOffersPanelProps) {
  const page = useMarketPage(NewCardOffersDocument, (data) => data.newCardOffers, { search, position }, poll);
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
