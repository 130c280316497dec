import type { Rarity } from '@/graphql/__generated__/graphql';
import { toneBadge } from '@/lib/tone-style';

/**
 * A card's rarity tier as every page shows it (legendary gold, epic purple, rare blue, others grey):
 * the pitch token, the badge and its word.
 */
export const rarityStyle: Record<Rarity, { token: string; badge: string; label: string }> = {
  LEGENDARY: {
    token: 'bg-amber-400 text-amber-950 border-amber-200',
    badge: toneBadge.amber,
    label: 'Legendary',
  },
  EPIC: {
    token: 'bg-purple-600 text-white border-purple-300',
    badge: toneBadge.purple,
    label: 'Epic',
  },
  RARE: {
    token: 'bg-sky-700 text-white border-sky-200',
    badge: toneBadge.sky,
    label: 'Rare',
  },
  DEFAULT: {
    token: 'bg-slate-100 text-slate-900 border-slate-400',
    badge: toneBadge.slate,
    label: 'Common',
  },
};
