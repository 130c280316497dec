import type { Rarity } from '@/graphql/__generated__/graphql';

/**
 * A card's rarity tier as every page shows it (legendary gold, epic purple, rare blue, others grey):
 * the pitch token, the badge and its word.
 */
export const rarityStyle: Record<Rarity, { token: string; badge: string; label: string }> = {
  LEGENDARY: {
    token: 'bg-amber-400 text-amber-950 border-amber-200',
    badge: 'border-amber-300 bg-amber-100 text-amber-900',
    label: 'Legendary',
  },
  EPIC: {
    token: 'bg-purple-600 text-white border-purple-300',
    badge: 'border-purple-300 bg-purple-100 text-purple-900',
    label: 'Epic',
  },
  RARE: {
    token: 'bg-sky-700 text-white border-sky-200',
    badge: 'border-sky-300 bg-sky-100 text-sky-900',
    label: 'Rare',
  },
  DEFAULT: {
    token: 'bg-slate-100 text-slate-900 border-slate-400',
    badge: 'border-slate-300 bg-slate-100 text-slate-800',
    label: 'Common',
  },
};
