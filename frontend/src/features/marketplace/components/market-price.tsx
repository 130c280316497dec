import { formatMarketPrice } from '@/features/marketplace/utils/market-display';
import { cn } from '@/lib/utils';

/** A price on the market: '$12,500' with 'SPL' beside it, so the amount reads as SPL, never as dollars. */
export function MarketPrice({ spl, className }: { spl: number; className?: string }) {
  return (
    <span
      data-testid="market-price"
      className={cn('inline-flex items-baseline gap-1 tabular-nums', className)}
    >
      <span className="font-bold">{formatMarketPrice(spl)}</span>
      <span className="text-[0.7em] font-semibold tracking-wide text-muted-foreground">SPL</span>
    </span>
  );
}
