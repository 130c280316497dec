import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { refreshAfterPurchase, removeEndedListing } from '@/features/marketplace/api/market-cache';
import { readCurrentPrice } from '@/features/marketplace/api/market-current-price';
import { BuyListingDocument, BuyNewCardDocument } from '@/features/marketplace/api/market.mutations';
import { MarketPurchaseDocument } from '@/features/marketplace/api/market.queries';
import { formatSpl } from '@/lib/spl-amount';
import { listingGoneWith, purchaseFailureMessage } from '@/features/marketplace/utils/purchase-messages';
import type {
  MarketPlayerFieldsFragment,
  MarketPurchaseFieldsFragment,
} from '@/graphql/__generated__/graphql';

/** What Buy Now is about: a manager's listing, or a new card of a footballer from the product. */
export type PurchaseTarget = {
  kind: 'listing' | 'new-card';
  /** The listing's id, or the footballer's for a new card. */
  id: string;
  player: MarketPlayerFieldsFragment;
  price: number;
};

/**
 * How a confirmed purchase ended for the dialog: `done` (its toast is shown, the dialog closes), `retry`
 * (it never reached the server's answer: the dialog stays open and sends again with the same key) or
 * `price-changed` (refused: the price is not the one confirmed; the buyer is asked again at `price`).
 */
export type PurchaseResult =
  | { outcome: 'done' }
  | { outcome: 'retry'; message: string }
  | { outcome: 'price-changed'; message: string; price: number };

export type PurchaseStage = 'idle' | 'sending' | 'settling';

// The purchase settles through spl-rewards (the SPL held, then the card moved): usually within a second or
// two. It is read again quickly at first, then every second, for about 20 s in all.
export const PURCHASE_POLL_DELAYS_MS: readonly number[] = [250, 500, ...Array<number>(19).fill(1_000)];

// Refusals that mean the listing is gone from the market: it leaves the lists at once.
const LISTING_GONE_REASONS = new Set([
  'ALREADY_SOLD',
  'LISTING_DELISTED',
  'LISTING_NOT_FOUND',
  'LISTING_NOT_ACTIVE',
]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buy Now after the confirmation: buyListing / buyNewCard with the confirmation's idempotency key, then the
 * purchase is followed until COMPLETED or FAILED (bounded), a toast says how it ended, and the SPL balance
 * and the cards are read again.
 */
export function useMarketPurchase() {
  const client = useApolloClient();
  const [buyListing] = useMutation(BuyListingDocument);
  const [buyNewCard] = useMutation(BuyNewCardDocument);
  const [stage, setStage] = useState<PurchaseStage>('idle');

  async function settle(purchase: MarketPurchaseFieldsFragment): Promise<MarketPurchaseFieldsFragment> {
    let current = purchase;
    for (const delay of PURCHASE_POLL_DELAYS_MS) {
      if (current.status !== 'PENDING') break;
      await wait(delay);
      try {
        const { data } = await client.query({
          query: MarketPurchaseDocument,
          variables: { id: purchase.id },
          fetchPolicy: 'network-only',
        });
        if (data) current = data.marketPurchase;
      } catch {
        // A failed read is tried again at the next turn.
      }
    }
    return current;
  }

  // At the price the buyer confirmed: the server refuses any other (PRICE_CHANGED).
  async function send(target: PurchaseTarget, idempotencyKey: string) {
    const expectedPrice = target.price;
    if (target.kind === 'listing') {
      const { data } = await buyListing({
        variables: { listingId: target.id, expectedPrice, idempotencyKey },
      });
      return data?.buyListing;
    }
    const { data } = await buyNewCard({
      variables: { footballerId: target.id, expectedPrice, idempotencyKey },
    });
    return data?.buyNewCard;
  }

  // Not bought, nothing paid: never answered (the dialog retries), or refused by the server.
  async function refusalOf(target: PurchaseTarget, error: unknown): Promise<PurchaseResult> {
    if (!CombinedGraphQLErrors.is(error)) {
      return {
        outcome: 'retry',
        message: 'The purchase could not be sent. Check your connection and try again.',
      };
    }
    const reasons = error.errors.map(({ extensions }) => String(extensions?.reason));
    const message = error.errors.map(({ message }) => message).join(' ');
    if (reasons.includes('PRICE_CHANGED')) {
      const price = await readCurrentPrice(client, target);
      if (price !== null) return { outcome: 'price-changed', message, price };
    }
    if (target.kind === 'listing' && reasons.some((reason) => LISTING_GONE_REASONS.has(reason))) {
      removeEndedListing(client.cache, target.id);
    }
    toast({ title: 'Purchase failed', description: message, variant: 'destructive' });
    return { outcome: 'done' };
  }

  async function buy(target: PurchaseTarget, idempotencyKey: string): Promise<PurchaseResult> {
    const { name } = target.player;
    setStage('sending');
    let purchase: MarketPurchaseFieldsFragment | undefined;
    try {
      purchase = await send(target, idempotencyKey);
    } catch (error) {
      const result = await refusalOf(target, error);
      setStage('idle');
      return result;
    }
    if (!purchase) {
      setStage('idle');
      return { outcome: 'retry', message: 'The purchase could not be sent. Try again.' };
    }

    setStage('settling');
    const settled = await settle(purchase);
    if (settled.status === 'COMPLETED') {
      if (target.kind === 'listing') removeEndedListing(client.cache, target.id);
      toast({
        title: 'Purchase complete',
        description: `${name} joined your squad for ${formatSpl(settled.price)}.`,
      });
    } else if (settled.status === 'FAILED') {
      if (target.kind === 'listing' && listingGoneWith(settled)) removeEndedListing(client.cache, target.id);
      toast({
        title: 'Purchase failed',
        description: purchaseFailureMessage(settled),
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Purchase still processing',
        description: `${name} will join your squad as soon as your SPL is confirmed.`,
      });
    }
    await refreshAfterPurchase(client);
    setStage('idle');
    return { outcome: 'done' };
  }

  return { buy, stage };
}
