interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects the keys asked for within one turn of the event loop and loads them with one query
 * (GraphQL resolves sibling fields in the same turn, so a list of 50 footballers asks for their
 * clubs once). It caches nothing, so one instance can serve every request without going stale.
 */
export class BatchLoader<K, V> {
  private pending = new Map<K, Waiter<V>[]>();
  private scheduled = false;

  constructor(private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.dispatch());
      }
    });
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const values = await this.loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

/** Groups rows by a key, for loaders that answer a list per key. */
export function groupBy<K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
