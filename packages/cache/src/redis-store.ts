import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store';

// INCR and the first PEXPIRE must be one step, or a crash between them leaves a counter that never expires.
const INCREMENT_WITH_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisStore implements KeyValueStore {
  private readonly redis: Redis;

  constructor(url: string, keyPrefix = 'sfl:') {
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', ttlMs);
  }

  async delete(key: string) {
    await this.redis.del(key);
  }

  async touch(key: string, ttlMs: number) {
    return (await this.redis.pexpire(key, ttlMs)) === 1;
  }

  async increment(key: string, windowMs: number) {
    return Number(await this.redis.eval(INCREMENT_WITH_WINDOW, 1, key, windowMs));
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(key);
    return ms < 0 ? null : ms;
  }

  async close() {
    await this.redis.quit();
  }
}
