import type { KeyValueStore } from './key-value-store';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';

/** Redis when a URL is configured (services mode), otherwise the in-process store (embedded mode). */
export function createKeyValueStore(options: { redisUrl?: string; keyPrefix?: string }): KeyValueStore {
  return options.redisUrl ? new RedisStore(options.redisUrl, options.keyPrefix) : new MemoryStore();
}
