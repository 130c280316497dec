// Display and input rules of the NFT page. Prices are MIST (1 SUI = 10^9 MIST), kept as
// bigint: a u64 does not fit a JS number exactly.

const MIST_PER_SUI = 1_000_000_000n;
const MIST_PER_CENT = MIST_PER_SUI / 100n;
const SHORT_ID_LENGTH = 8;

/** MIST / 1,000,000,000 with 2 decimals (rounded half up) and ' SUI': 1_500_000_000n → '1.50 SUI'. */
export function formatSui(mist: bigint): string {
  const cents = (mist + MIST_PER_CENT / 2n) / MIST_PER_CENT;
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction} SUI`;
}

/** Ids, addresses and sellers on this page show their first 8 characters. */
export function shortenId(value: string): string {
  return value.slice(0, SHORT_ID_LENGTH);
}

/**
 * A typed purchase price read as a whole number of MIST (a fraction is dropped); anything else counts as 0,
 * which the purchase form then refuses.
 */
export function parseWholeMist(input: string): bigint {
  const match = /^\+?(\d+)(?:\.\d*)?$/.exec(input.trim());
  return match ? BigInt(match[1]) : 0n;
}
