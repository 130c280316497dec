// The player marketplace's public API: its page view, its cache policies and its reads (to refresh them).
export { marketTypePolicies } from '@/features/marketplace/api/market-type-policies';
export {
  MarketListingsDocument,
  MyMarketDocument,
  NewCardOffersDocument,
} from '@/features/marketplace/api/market.queries';
export { MarketplaceView } from '@/features/marketplace/components/marketplace-view';
export type { MarketViewVariables } from '@/features/marketplace/utils/market-view';
