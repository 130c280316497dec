const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Stakes are held through spl-rewards, usually within a second or two: read quickly at first, then every
// second, for about 20 s in all.
export const STAKE_FOLLOW_DELAYS_MS: readonly number[] = [250, 500, ...Array<number>(19).fill(1_000)];

/**
 * Reads `read` after each delay until `settled` says the answer is final, and answers the last thing read
 * (the starting value when every read failed). Bounded: after the last delay it gives up and answers what
 * it has, settled or not.
 */
export async function followUntil<T>(
  start: T,
  read: () => Promise<T | null>,
  settled: (value: T) => boolean,
  delays: readonly number[] = STAKE_FOLLOW_DELAYS_MS,
): Promise<T> {
  let current = start;
  for (const delay of delays) {
    if (settled(current)) break;
    await wait(delay);
    try {
      current = (await read()) ?? current;
    } catch {
      // A failed read is tried again at the next turn.
    }
  }
  return current;
}
