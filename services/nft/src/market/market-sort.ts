/**
 * The orders of the market's two lists (docs/market.md, Sorting and filters): NEWEST is the
 * listings' default and BEST_OVERALL the new cards'; new cards are not listed, so they have no NEWEST.
 */
export const MARKET_SORTS = [
  'NEWEST',
  'BEST_OVERALL',
  'FORM',
  'POINTS',
  'PRICE_LOW',
  'PRICE_HIGH',
  'EASIEST_NEXT_FIXTURE',
] as const;

export type MarketSort = (typeof MARKET_SORTS)[number];

/** The figures a market page may be narrowed to; null for no bound. */
export interface MarketFilters {
  minForm: number | null;
  maxPrice: number | null;
  maxDifficulty: number | null;
}
