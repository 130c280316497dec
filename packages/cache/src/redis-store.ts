import { Redis } from 'ioredis';
import type { KeyValueStore, ScoredMember } from './key-value-store';

// INCR and the first PEXPIRE must be one step, or a crash between them leaves a counter that never expires.
const INCREMENT_WITH_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// A missing counter must stay missing: a bare DECR would create one that never expires.
const DECREMENT_IF_LIVE = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// Add, expire and trim in one step, so concurrent adds never push out the same member twice.
const ADD_TO_CAPPED_SET = `
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local excess = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
if excess <= 0 then return {} end
local pushedOut = redis.call('ZRANGE', KEYS[1], 0, excess - 1)
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, excess - 1)
return pushedOut`;

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

  async getAndTouch(key: string, ttlMs: number) {
    return this.redis.getex(key, 'PX', ttlMs);
  }

  async increment(key: string, windowMs: number) {
    return Number(await this.redis.eval(INCREMENT_WITH_WINDOW, 1, key, windowMs));
  }

  async decrement(key: string) {
    await this.redis.eval(DECREMENT_IF_LIVE, 1, key);
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(key);
    return ms < 0 ? null : ms;
  }

  async addToCappedSet(key: string, member: string, score: number, keep: number, ttlMs: number) {
    return (await this.redis.eval(ADD_TO_CAPPED_SET, 1, key, member, score, keep, ttlMs)) as string[];
  }

  async setMembers(key: string) {
    return this.redis.zrange(key, 0, -1);
  }

  async removeFromSet(key: string, member: string) {
    await this.redis.zrem(key, member);
  }

  async setScores(key: string, entries: readonly ScoredMember[]) {
    if (entries.length === 0) return;
    await this.redis.zadd(key, ...entries.flatMap(({ member, score }) => [score, member]));
  }

  async addScoresIfAbsent(key: string, entries: readonly ScoredMember[]) {
    if (entries.length === 0) return;
    await this.redis.zadd(key, 'NX', ...entries.flatMap(({ member, score }) => [score, member]));
  }

  async reverseRank(key: string, member: string) {
    return this.redis.zrevrank(key, member);
  }

  async reverseRankWithScore(key: string, member: string) {
    // One pipeline: both commands go out in one write and answer in order.
    const replies = await this.redis.pipeline().zrevrank(key, member).zscore(key, member).exec();
    const [[rankError, position], [scoreError, score]] = replies as [Error | null, unknown][];
    if (rankError || scoreError) throw rankError ?? scoreError;
    return position === null || score === null ? null : { position: Number(position), score: Number(score) };
  }

  async reverseRange(key: string, offset: number, limit: number) {
    if (limit <= 0) return [];
    const flat = await this.redis.zrevrange(key, offset, offset + limit - 1, 'WITHSCORES');
    const page: ScoredMember[] = [];
    for (let i = 0; i < flat.length; i += 2) page.push({ member: flat[i], score: Number(flat[i + 1]) });
    return page;
  }

  async setSize(key: string) {
    return this.redis.zcard(key);
  }

  async close() {
    await this.redis.quit();
  }
}
