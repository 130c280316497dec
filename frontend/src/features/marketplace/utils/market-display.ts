import type { PositionGroup } from '@/graphql/__generated__/graphql';

/** The market's prices: whole SPL with a $ sign and thousands separators, '$12,500' (shown with 'SPL'). */
export function formatMarketPrice(spl: number): string {
  const sign = spl < 0 ? '-' : '';
  return `${sign}$${Math.abs(spl).toLocaleString('en-US')}`;
}

/** The position filter, in the spec's order and words; 'all' sends no position. */
export const positionFilters = ['all', 'GK', 'DEF', 'MID', 'ATT'] as const;
export type PositionFilter = (typeof positionFilters)[number];

export function positionGroupOf(filter: PositionFilter): PositionGroup | null {
  return filter === 'all' ? null : filter;
}
