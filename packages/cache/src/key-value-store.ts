/**
 * The one port for short-lived shared state (sessions, rate-limit counters). Redis in the
 * services mode, an in-process map in the embedded mode; both pass the same contract tests.
 * Every key expires: nothing here is meant to outlive its time-to-live.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resets the time-to-live of an existing key (sliding expiry); false when the key is gone. */
  touch(key: string, ttlMs: number): Promise<boolean>;
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back from a live counter (never below zero); a missing counter stays missing. */
  decrement(key: string): Promise<void>;
  /** Milliseconds until the key expires, or null when it does not exist. */
  ttl(key: string): Promise<number | null>;
  /**
   * Adds a member to the sorted set at `key` (ordered by `score`, e.g. a creation time) and
   * answers the members pushed out because the set would hold more than `keep`: the lowest
   * scores go first. The whole set expires `ttlMs` after the last add. One atomic step.
   */
  addToCappedSet(key: string, member: string, score: number, keep: number, ttlMs: number): Promise<string[]>;
  /** Every member of the sorted set at `key`, lowest score first. */
  setMembers(key: string): Promise<string[]>;
  removeFromSet(key: string, member: string): Promise<void>;
  close(): Promise<void>;
}
