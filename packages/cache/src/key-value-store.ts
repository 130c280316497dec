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
  /** Milliseconds until the key expires, or null when it does not exist. */
  ttl(key: string): Promise<number | null>;
  close(): Promise<void>;
}
