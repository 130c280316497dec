// A wager is 10 to 1,000 SPL, 25 by default, with quick picks; the opponent matches it, so the
// winner's prize is twice the wager.
export const MIN_WAGER = 10;
export const MAX_WAGER = 1_000;
export const DEFAULT_WAGER = 25;
export const QUICK_WAGERS = [25, 50, 100] as const;

export function prizeFor(wager: number): number {
  return wager * 2;
}

/** A typed wager as whole SPL, or null when it is not a whole number (the server checks the range). */
export function parseWager(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}
