import DataLoader from 'dataloader';

// Ids of one `IN (...)` list at most: a larger batch is split into several queries.
const MAX_BATCH_SIZE = 1000;

/**
 * Loads rows by key, every key asked for within one turn of the event loop with one query. The
 * gateway sends a subgraph all of a request's references to one entity type at once (`_entities`)
 * and federation resolves each apart, and GraphQL resolves a list's fields item by item: without
 * this, N references or items are N queries. Waiting for the loop to turn (not only for the
 * microtasks) also catches keys asked for after a parent's own await. It keeps nothing between
 * batches, so one instance serves every request without going stale.
 */
export class BatchLoader<K, V> {
  private readonly loader: DataLoader<K, V | undefined>;

  /** `loadMany` gets each key once and answers the rows it found by key; a missing key is undefined. */
  constructor(loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>) {
    this.loader = new DataLoader(
      async (keys) => {
        const found = await loadMany([...new Set(keys)]);
        return keys.map((key) => found.get(key));
      },
      { cache: false, maxBatchSize: MAX_BATCH_SIZE, batchScheduleFn: (run) => void setImmediate(run) },
    );
  }

  load(key: K): Promise<V | undefined> {
    return this.loader.load(key);
  }
}

/** Rows by the key they belong to, for a loader that answers a list per key. */
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

/** Rows by their id, for a loader of single rows. */
export function keyedById<V extends { id: string }>(rows: readonly V[]): Map<string, V> {
  return new Map(rows.map((row) => [row.id, row]));
}
