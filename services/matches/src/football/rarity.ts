import type { Rarity } from '@sfl/contracts';

/** Rarity follows the rating: 90+ legendary, 85+ epic, 78+ rare. */
export function rarityFor(overall: number): Rarity {
  if (overall >= 90) return 'LEGENDARY';
  if (overall >= 85) return 'EPIC';
  if (overall >= 78) return 'RARE';
  return 'DEFAULT';
}
