import type { MarketPurchaseFieldsFragment } from '@/graphql/__generated__/graphql';

// Why a purchase failed (MarketPurchase.failureReason), in the buyer's words; nothing was paid either way.
const failureMessages: Record<string, string> = {
  INSUFFICIENT_SPL: 'You do not have enough SPL for this player. Nothing was charged.',
  CARD_UNAVAILABLE: 'This player is no longer available. Nothing was charged.',
};

export function purchaseFailureMessage(
  purchase: Pick<MarketPurchaseFieldsFragment, 'failureReason'>,
): string {
  return (
    (purchase.failureReason && failureMessages[purchase.failureReason]) ??
    'The purchase could not be completed. Nothing was charged.'
  );
}
