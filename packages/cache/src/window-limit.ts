import type { KeyValueStore } from './key-value-store';

export interface WindowLimitOptions {
  /** keeps this limit's counters apart from every other key in the store */
  prefix: string;
  /** calls allowed per key within one window */
  limit: number;
  windowMs: number;
}

/** Whether a call may go ahead; when not, how long until the window ends. */
export type WindowLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts calls per key (a user, an address) in a fixed window that starts with the key's first
 * call. The count is taken before the call runs, atomically in the store, so parallel calls
 * cannot all slip under the limit.
 */
export class WindowLimit {
  constructor(
    private readonly store: KeyValueStore,
    private readonly options: WindowLimitOptions,
  ) {}

  async take(key: string): Promise<WindowLimitVerdict> {
    const storeKey = `${this.options.prefix}:${key}`;
    const count = await this.store.increment(storeKey, this.options.windowMs);
    if (count <= this.options.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: (await this.store.ttl(storeKey)) ?? this.options.windowMs };
  }

  /** Takes back a call counted by `take` that turned out not to count (a limit on failures only). */
  giveBack(key: string): Promise<void> {
    return this.store.decrement(`${this.options.prefix}:${key}`);
  }
}
