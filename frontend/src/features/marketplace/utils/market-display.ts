import type { PositionGroup } from '@/graphql/__generated__/graphql';

/** The position filter, in the page's order and words; 'all' sends no position. */
export const positionFilters = ['all', 'GK', 'DEF', 'MID', 'ATT'] as const;
export type PositionFilter = (typeof positionFilters)[number];

export function positionGroupOf(filter: PositionFilter): PositionGroup | null {
  return filter === 'all' ? null : filter;
}
