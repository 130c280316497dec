import type { KeyValueStore } from '@sfl/cache';

/**
 * Counts one attempt against `max` per window and answers whether it is still within the limit.
 * The count comes first and is atomic (the store's increment), so parallel attempts cannot all
 * read the same old count and slip past the limit together.
 */
export async function countAttempt(
  store: KeyValueStore,
  key: string,
  max: number,
  windowMs: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const count = await store.increment(key, windowMs);
  if (count <= max) return { allowed: true };
  return { allowed: false, retryAfterMs: (await store.ttl(key)) ?? windowMs };
}
