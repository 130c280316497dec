import { formatSplNumber } from '@/lib/spl-amount';
import { cn } from '@/lib/utils';

/**
 * A price on the market: '12,500' with a smaller 'SPL' beside it, read as every SPL amount is ('12,500 SPL').
 * A card for sale shows it with a $ sign ('$12,500 SPL'), as the marketplace cards name prices.
 */
export function MarketPrice({
  spl,
  className,
  onCard = false,
}: {
  spl: number;
  className?: string;
  onCard?: boolean;
}) {
  return (
    <span
      data-testid="market-price"
      className={cn('inline-flex items-baseline gap-1 tabular-nums', className)}
    >
      <span className="font-bold">
        {onCard ? '$' : ''}
        {formatSplNumber(spl)}
      </span>
      <span className="text-[0.7em] font-semibold tracking-wide text-muted-foreground">SPL</span>
    </span>
  );
}
