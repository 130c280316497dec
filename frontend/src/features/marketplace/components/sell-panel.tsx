import { Link } from 'react-router';
import { LogIn, Tag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { MyListingsPanel } from '@/features/marketplace/components/my-listings-panel';
import { SellCardForm } from '@/features/marketplace/components/sell-card-form';
import { useListingActions } from '@/features/marketplace/hooks/use-listing-actions';
import type { MyMarketQuery } from '@/graphql/__generated__/graphql';

type SellPanelProps = {
  signedIn: boolean;
  /** undefined until the first answer. */
  data: MyMarketQuery | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** Sell Players: list one of your in-game cards, and reprice or delist your open listings. */
export function SellPanel({ signedIn, data, failed, onRetry }: SellPanelProps) {
  const actions = useListingActions();
  if (!signedIn) {
    return (
      <PanelMessage icon={<Tag aria-hidden="true" className="size-6" />}>
        <span className="text-base font-medium text-foreground">Log in to sell your players</span>
        <span>Managers list their cards here and manage their listings.</span>
        <Button asChild size="sm" className="mt-2">
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Log in
          </Link>
        </Button>
      </PanelMessage>
    );
  }
  return (
    <PanelBody
      items={data ? [data] : undefined}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Your cards and listings could not be loaded."
      loading={{ label: 'Loading your cards…', rows: 4 }}
      empty={null}
    >
      {([{ myCards, myListings, canListCards }]) => {
        const listed = new Set(myListings.map((listing) => listing.cardId));
        // On-chain NFTs trade on chain (the NFTs page), never here.
        const sellable = myCards.filter((card) => card.source === 'IN_GAME' && !listed.has(card.id));
        return (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <SellCardForm
              cards={sellable}
              someListed={myListings.length > 0}
              canList={canListCards}
              pending={actions.listing}
              onList={actions.list}
            />
            <MyListingsPanel listings={myListings} onReprice={actions.reprice} onDelist={actions.delist} />
          </div>
        );
      }}
    </PanelBody>
  );
}
