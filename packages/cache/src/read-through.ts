import type { KeyValueStore } from './key-value-store';

export interface ReadThroughOptions<T> {
  /** keeps this cache's entries apart from every other key in the store */
  prefix: string;
  ttlMs: number;
  /** defaults to JSON, which suits plain data (not bigint, not Date) */
  serialize?: (value: T) => string;
  deserialize?: (stored: string) => T;
}

/**
 * A value kept in the key-value store for a short time after it was loaded: the first call for a
 * key loads it, later calls within `ttlMs` answer from the store. A load that throws caches nothing.
 */
export class ReadThroughCache<T> {
  private readonly serialize: (value: T) => string;
  private readonly deserialize: (stored: string) => T;

  constructor(
    private readonly store: KeyValueStore,
    private readonly options: ReadThroughOptions<T>,
  ) {
    this.serialize = options.serialize ?? JSON.stringify;
    this.deserialize = options.deserialize ?? ((stored) => JSON.parse(stored) as T);
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const storeKey = this.storeKey(key);
    const stored = await this.store.get(storeKey);
    if (stored !== null) return this.deserialize(stored);
    const value = await load();
    await this.store.set(storeKey, this.serialize(value), this.options.ttlMs);
    return value;
  }

  /** Drops the key's entry, e.g. after a write that changed what `load` would answer. */
  async forget(key: string): Promise<void> {
    await this.store.delete(this.storeKey(key));
  }

  private storeKey(key: string) {
    return `${this.options.prefix}:${key}`;
  }
}
