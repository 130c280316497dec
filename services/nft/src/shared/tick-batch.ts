import { setImmediate } from 'node:timers/promises';

/**
 * Loads every key asked for until the event loop turns in one call: federation resolves each
 * entity reference of a response apart, and a squad holds 17 cards. Nothing is kept afterwards.
 */
export class TickBatch<V> {
  private pending: { keys: Set<string>; loaded: Promise<Map<string, V>> } | null = null;

  constructor(private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>) {}

  async load(key: string): Promise<V | null> {
    if (!this.pending) {
      const keys = new Set<string>();
      const loaded = setImmediate().then(() => {
        this.pending = null;
        return this.loadMany([...keys]);
      });
      this.pending = { keys, loaded };
    }
    this.pending.keys.add(key);
    return (await this.pending.loaded).get(key) ?? null;
  }
}
