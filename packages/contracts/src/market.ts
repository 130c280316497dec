/**
 * The player market's rules, shared by nft (which sells cards) and spl-rewards (which moves the
 * SPL): prices are whole SPL within these bounds, and the product keeps a fee of every sale between
 * managers for the treasury; a new card bought from the product pays its whole price to the treasury.
 */
export const MARKET_MIN_PRICE_SPL = 1;
export const MARKET_MAX_PRICE_SPL = 1_000_000;

/** The market fee in percent of a sale between managers, rounded down to whole SPL. */
export const MARKET_FEE_PERCENT = 5;

/**
 * The least fee of a sale between managers: without it, sales under 20 SPL would move SPL between
 * one person's accounts for free.
 */
export const MARKET_MIN_FEE_SPL = 1;

/** The treasury's part of a sale between managers: 5 % rounded down, at least 1 SPL (all of a 1 SPL sale). */
export function marketFeeFor(price: number): number {
  return Math.max(MARKET_MIN_FEE_SPL, Math.floor((price * MARKET_FEE_PERCENT) / 100));
}
