import type { MarketPurchaseFieldsFragment } from '@/graphql/__generated__/graphql';

// Why a purchase failed (MarketPurchase.failureReason), in the buyer's words; nothing was paid either way.
const failureMessages: Record<string, string> = {
  INSUFFICIENT_SPL: 'You do not have enough SPL for this player. Nothing was charged.',
  BONUS_SPL_LOCKED:
    'Part of your SPL is bonus SPL that unlocks as you play gameweeks, and it cannot pay other managers yet. Nothing was charged.',
  LISTING_SOLD: 'Another manager bought this player first. Nothing was charged.',
  LISTING_DELISTED: 'The seller took this player off the market. Nothing was charged.',
  PRICE_CHANGED: 'The seller changed the price before your purchase went through. Nothing was charged.',
  CARD_UNAVAILABLE: 'This player is no longer available. Nothing was charged.',
};

// Failures that mean the listing has left the market: it leaves the lists at once.
const LISTING_GONE_FAILURES = new Set(['LISTING_SOLD', 'LISTING_DELISTED']);

export function purchaseFailureMessage(
  purchase: Pick<MarketPurchaseFieldsFragment, 'failureReason'>,
): string {
  return (
    (purchase.failureReason && failureMessages[purchase.failureReason]) ??
    'The purchase could not be completed. Nothing was charged.'
  );
}

export function listingGoneWith(purchase: Pick<MarketPurchaseFieldsFragment, 'failureReason'>): boolean {
  return purchase.failureReason !== null && LISTING_GONE_FAILURES.has(purchase.failureReason);
}
