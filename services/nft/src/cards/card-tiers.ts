import type { PositionGroup, Rarity } from '@sfl/contracts';

/**
 * Cards minted per footballer, per tier and per season (docs/cards.md): the rarer the tier, the
 * fewer, as on Sorare. A footballer's cards take the footballer's own tier.
 */
export const SUPPLY_PER_SEASON: Readonly<Record<Rarity, number>> = {
  LEGENDARY: 10,
  EPIC: 100,
  RARE: 1_000,
  DEFAULT: 10_000,
};

/** A tier's list price in whole SPL: a card's value until it is sold (the market sells at it). */
export const LIST_PRICE_SPL: Readonly<Record<Rarity, number>> = {
  LEGENDARY: 2_500,
  EPIC: 500,
  RARE: 100,
  DEFAULT: 20,
};

/** The starter pack: enough of each group to field every formation (2 GK, 6 DEF, 6 MID, 3 ATT). */
export const STARTER_PACK_SHAPE: Readonly<Record<PositionGroup, number>> = { GK: 2, DEF: 6, MID: 6, ATT: 3 };

/** The common tiers a starter pack is drawn from, and how many of the rarer of them one pack may hold. */
export const STARTER_PACK_TIERS: readonly Rarity[] = ['DEFAULT', 'RARE'];
export const STARTER_PACK_MAX_RARE = 2;
