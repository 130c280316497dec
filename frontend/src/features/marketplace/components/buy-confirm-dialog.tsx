import { useState } from 'react';
import { CircleAlert, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MarketPrice } from '@/features/marketplace/components/market-price';
import type {
  PurchaseResult,
  PurchaseStage,
  PurchaseTarget,
} from '@/features/marketplace/hooks/use-market-purchase';
import { formatSpl } from '@/lib/spl-amount';

type BuyConfirmDialogProps = {
  target: PurchaseTarget;
  /** Why the buyer is asked again: the server's word that the price changed (the target has the new one). */
  priceChange?: string | null;
  /** The buyer's SPL; null until known. */
  balance: number | null;
  stage: PurchaseStage;
  onConfirm: () => Promise<PurchaseResult>;
  onClose: () => void;
};

const confirmLabels: Record<PurchaseStage, string> = {
  idle: 'Confirm Purchase',
  sending: 'Buying…',
  settling: 'Confirming payment…',
};

/**
 * The purchase spelled out before it is made: the player, the price, the balance now and after. A purchase
 * that could not be sent stays here to be retried (the same purchase, never a second one). When the price
 * changed before it was made, the buyer confirms again at the new price.
 */
export function BuyConfirmDialog({
  target,
  priceChange = null,
  balance,
  stage,
  onConfirm,
  onClose,
}: BuyConfirmDialogProps) {
  const [retryMessage, setRetryMessage] = useState<string | null>(null);
  const busy = stage !== 'idle';
  const { player, price } = target;
  const after = balance === null ? null : balance - price;
  const shortBy = after !== null && after < 0 ? -after : 0;

  async function confirm() {
    setRetryMessage(null);
    const result = await onConfirm();
    if (result.outcome === 'retry') setRetryMessage(result.message);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        className="sm:max-w-md"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Buy {player.name}?</DialogTitle>
          <DialogDescription>
            {target.kind === 'listing' ? 'From a manager' : 'A new card from the product'} · {player.club} ·{' '}
            {player.position} · Overall {player.overall}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="text-lg">
              <MarketPrice spl={price} />
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Your balance</dt>
            <dd>{balance === null ? '…' : <MarketPrice spl={balance} />}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t pt-2">
            <dt className="font-medium">Balance after</dt>
            <dd>{after === null ? '…' : <MarketPrice spl={after} />}</dd>
          </div>
        </dl>
        {priceChange && (
          <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {priceChange}. Nothing was charged: confirm to buy at the new price.
          </p>
        )}
        {shortBy > 0 && (
          <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            You need {formatSpl(shortBy)} more to buy this player.
          </p>
        )}
        {retryMessage && (
          <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {retryMessage}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy || shortBy > 0} onClick={() => void confirm()}>
            <ShoppingCart aria-hidden="true" />
            {retryMessage && !busy
              ? 'Try Again'
              : priceChange && !busy
                ? 'Buy at New Price'
                : confirmLabels[stage]}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
