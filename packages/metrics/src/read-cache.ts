/**
 * Reuses what `read` answered for `ttlMs` after it settled, and shares a read in progress with
 * every caller meanwhile: scrapes never read more often than that. A failure is not kept.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { value: Promise<T>; settledAt?: number } | undefined;
  return () => {
    const fresh = last && (last.settledAt === undefined || Date.now() - last.settledAt < ttlMs);
    if (fresh) return last!.value;
    const entry: { value: Promise<T>; settledAt?: number } = { value: read() };
    last = entry;
    entry.value.then(
      () => (entry.settledAt = Date.now()),
      () => {
        if (last === entry) last = undefined;
      },
    );
    return entry.value;
  };
}
