import type { PositionGroup, Rarity } from '@/graphql/__generated__/graphql';

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

/** Rarity tiers' badges (legendary gold, epic purple, rare blue, others grey), as the squad pages show them. */
export const rarityBadge: Record<Rarity, { className: string; label: string }> = {
  LEGENDARY: { className: 'border-amber-300 bg-amber-100 text-amber-900', label: 'Legendary' },
  EPIC: { className: 'border-purple-300 bg-purple-100 text-purple-900', label: 'Epic' },
  RARE: { className: 'border-sky-300 bg-sky-100 text-sky-900', label: 'Rare' },
  DEFAULT: { className: 'border-slate-300 bg-slate-100 text-slate-800', label: 'Common' },
};
