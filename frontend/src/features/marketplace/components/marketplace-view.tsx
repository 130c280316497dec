import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PackagePlus, Tag, Users, Wallet } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { BuyConfirmDialog } from '@/features/marketplace/components/buy-confirm-dialog';
import { MarketFilters } from '@/features/marketplace/components/market-filters';
import { MarketListingsPanel } from '@/features/marketplace/components/market-listings-panel';
import { MarketPrice } from '@/features/marketplace/components/market-price';
import { NewCardOffersPanel } from '@/features/marketplace/components/new-card-offers-panel';
import { SellPanel } from '@/features/marketplace/components/sell-panel';
import {
  useMarketListingEnded,
  type MarketListingEnded,
} from '@/features/marketplace/hooks/use-market-listing-ended';
import { useMarketPurchase, type PurchaseTarget } from '@/features/marketplace/hooks/use-market-purchase';
import { useMarketView } from '@/features/marketplace/hooks/use-market-view';
import { useMyMarket } from '@/features/marketplace/hooks/use-my-market';
import { positionGroupOf, type PositionFilter } from '@/features/marketplace/utils/market-display';
import { newIdempotencyKey } from '@/features/marketplace/utils/idempotency-key';
import { sellerProceeds } from '@/features/marketplace/utils/market-price';
import { formatSpl } from '@/lib/spl-amount';
import { lockedBonusText } from '@/lib/spl-locked-bonus';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Typing stops this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;
// The seller is paid once the sale settles, just after the listing ends: their SPL is read again then.
const SELLER_BALANCE_READ_DELAY_MS = 2_000;

/**
 * /marketplace: managers' listings and the product's new cards (searched and filtered on the server), Buy
 * Now with a confirmation, and for a signed-in manager their cards to sell and their listings. Visitors
 * browse; buying or selling asks them to log in.
 */
export function MarketplaceView({ currentUserId }: { currentUserId: string | null }) {
  const signedIn = currentUserId !== null;
  const navigate = useNavigate();
  // A player's page links here with his name as the search (?search=).
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [position, setPosition] = useState<PositionFilter>('all');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The sort and the figures filters live in the URL (?sort=form&maxDifficulty=2), for both tabs.
  const [view, setView] = useMarketView();
  const filters = {
    search: debouncedSearch === '' ? null : debouncedSearch,
    position: positionGroupOf(position),
    ...view,
  };

  const myMarket = useMyMarket(signedIn);
  const { buy, stage } = useMarketPurchase();
  const [confirming, setConfirming] = useState<{
    target: PurchaseTarget;
    idempotencyKey: string;
    priceChange?: string;
  } | null>(null);

  function onEnded(ended: MarketListingEnded) {
    const mine = myMarket.data?.myListings.find((listing) => listing.id === ended.listingId);
    if (!mine || ended.reason !== 'SOLD') return;
    toast({
      title: `Sold: ${mine.players.name}`,
      description: `You receive ${formatSpl(sellerProceeds(mine.marketplace.price))}.`,
    });
    setTimeout(() => void myMarket.refetch().catch(() => undefined), SELLER_BALANCE_READ_DELAY_MS);
  }
  const updates = useMarketListingEnded(currentUserId, onEnded);
  const poll = updates === 'polling';

  function startBuy(target: PurchaseTarget) {
    if (!signedIn) {
      toast({ title: 'Log in to buy players', description: 'Buying and selling need a manager account.' });
      void navigate('/login');
      return;
    }
    // One key per confirmation: a retry of it is the same purchase, a new Buy Now a new one.
    setConfirming({ target, idempotencyKey: newIdempotencyKey() });
  }

  const filterBar = (defaultSortLabel: string) => (
    <MarketFilters
      search={search}
      onSearchChange={setSearch}
      position={position}
      onPositionChange={setPosition}
      view={view}
      onViewChange={setView}
      defaultSortLabel={defaultSortLabel}
    />
  );
  const balance = myMarket.data?.mySplBalance.currentBalance ?? null;
  // Bonus SPL not yet unlocked by play buys new cards but cannot pay another manager's listing.
  const locked = myMarket.data ? lockedBonusText(myMarket.data.mySplBalance) : null;

  return (
    <>
      <Tabs defaultValue="listings">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="listings">
              <Users aria-hidden="true" />
              Player Listings
            </TabsTrigger>
            <TabsTrigger value="new-cards">
              <PackagePlus aria-hidden="true" />
              New Cards
            </TabsTrigger>
            <TabsTrigger value="sell">
              <Tag aria-hidden="true" />
              Sell Players
            </TabsTrigger>
          </TabsList>
          {signedIn && (
            <p
              role="group"
              aria-label="Your SPL balance"
              className="flex items-center gap-2 rounded-lg border bg-card px-3 py-1.5 text-sm shadow-xs"
            >
              <Wallet aria-hidden="true" className="size-4 text-primary" />
              <span className="text-muted-foreground">Balance</span>
              {balance === null ? '…' : <MarketPrice spl={balance} className="text-base" />}
              {locked && <span className="text-xs text-muted-foreground">({locked})</span>}
            </p>
          )}
        </div>
        <TabsContent value="listings" className="grid gap-4">
          {filterBar('Newest')}
          <MarketListingsPanel filters={filters} currentUserId={currentUserId} poll={poll} onBuy={startBuy} />
        </TabsContent>
        <TabsContent value="new-cards" className="grid gap-4">
          {filterBar('Best overall')}
          <NewCardOffersPanel filters={filters} poll={poll} onBuy={startBuy} />
        </TabsContent>
        <TabsContent value="sell">
          <SellPanel
            signedIn={signedIn}
            data={myMarket.data}
            failed={myMarket.error !== undefined}
            onRetry={() => void myMarket.refetch().catch(() => undefined)}
          />
        </TabsContent>
      </Tabs>
      {confirming && (
        <BuyConfirmDialog
          key={confirming.idempotencyKey}
          target={confirming.target}
          priceChange={confirming.priceChange}
          balance={balance}
          stage={stage}
          onConfirm={async () => {
            const result = await buy(confirming.target, confirming.idempotencyKey);
            if (result.outcome === 'done') setConfirming(null);
            // Asked again at the new price: a new confirmation, so a new purchase.
            if (result.outcome === 'price-changed')
              setConfirming({
                target: { ...confirming.target, price: result.price },
                idempotencyKey: newIdempotencyKey(),
                priceChange: result.message,
              });
            return result;
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
