import { useSearchParams } from 'react-router';
import { marketViewOf, withMarketView, type MarketView } from '@/features/marketplace/utils/market-view';

/**
 * The market's sort and filters, kept in the URL so a sorted market can be shared and survives a reload;
 * a change replaces the history entry rather than adding one per choice.
 */
export function useMarketView(): [MarketView, (change: Partial<MarketView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = marketViewOf(params);
  const change = (partial: Partial<MarketView>) =>
    setParams((current) => withMarketView(current, { ...marketViewOf(current), ...partial }), {
      replace: true,
    });
  return [view, change];
}
