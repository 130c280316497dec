import { formatSplNumber } from '@/lib/spl-amount';
import { cn } from '@/lib/utils';

/** A price on the market: '12,500' with a smaller 'SPL' beside it, read as every SPL amount is ('12,500 SPL'). */
export function MarketPrice({ spl, className }: { spl: number; className?: string }) {
  return (
    <span
      data-testid="market-price"
      className={cn('inline-flex items-baseline gap-1 tabular-nums', className)}
    >
      <span className="font-bold">{formatSplNumber(spl)}</span>
      <span className="text-[0.7em] font-semibold tracking-wide text-muted-foreground">SPL</span>
    </span>
  );
}
