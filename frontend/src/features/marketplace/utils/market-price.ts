import { z } from 'zod';

// The market's rules (the nft service's packages/contracts market.ts), checked here too so a mistake is
// shown before a round trip: whole SPL from 1 to 1,000,000, and 5 % of a sale (at least 1 SPL) kept as the
// market fee.
export const MARKET_MIN_PRICE_SPL = 1;
export const MARKET_MAX_PRICE_SPL = 1_000_000;
const MARKET_FEE_PERCENT = 5;
const MARKET_MIN_FEE_SPL = 1;

const RANGE_MESSAGE = `Price must be from ${MARKET_MIN_PRICE_SPL.toLocaleString('en-US')} to ${MARKET_MAX_PRICE_SPL.toLocaleString('en-US')} SPL`;

/** A typed price: whole SPL, thousands separators allowed ('12,500'). */
export const marketPriceSchema = z
  .string()
  .trim()
  .min(1, 'Enter a price in SPL')
  .transform((typed) => typed.replace(/[,\s]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d+$/, 'Enter a whole number of SPL')
      .transform(Number)
      .pipe(z.number().min(MARKET_MIN_PRICE_SPL, RANGE_MESSAGE).max(MARKET_MAX_PRICE_SPL, RANGE_MESSAGE)),
  );

/** What the seller receives of a sale at `price`: the price less the market fee (rounded down, at least 1 SPL). */
export function sellerProceeds(price: number): number {
  return price - Math.max(MARKET_MIN_FEE_SPL, Math.floor((price * MARKET_FEE_PERCENT) / 100));
}

export { MARKET_FEE_PERCENT, MARKET_MIN_FEE_SPL };
