import type { KeyValueStore } from './key-value-store';
import { SortedSet, type ScoredMember } from './sorted-set';

interface Entry {
  value: string;
  expiresAt: number;
}

/** In-process substitute for Redis (embedded mode): same semantics, single process only. */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sets = new Map<string, SortedSet>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired keys are dropped on read; the sweep only bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    return this.unexpired(this.entries, key);
  }

  private liveSet(key: string): SortedSet | undefined {
    return this.unexpired(this.sets, key);
  }

  private unexpired<T extends { expiresAt: number }>(items: Map<string, T>, key: string): T | undefined {
    const item = items.get(key);
    if (item && item.expiresAt <= this.now()) {
      items.delete(key);
      return undefined;
    }
    return item;
  }

  private sweep() {
    for (const key of this.entries.keys()) this.live(key);
    for (const key of this.sets.keys()) this.liveSet(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async delete(key: string) {
    this.entries.delete(key);
    this.sets.delete(key);
  }

  async touch(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) return false;
    entry.expiresAt = this.now() + ttlMs;
    return true;
  }

  async getAndTouch(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) return null;
    entry.expiresAt = this.now() + ttlMs;
    return entry.value;
  }

  async increment(key: string, windowMs: number) {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.now() + windowMs });
    return count;
  }

  async decrement(key: string) {
    const entry = this.live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : null;
  }

  async addToCappedSet(key: string, member: string, score: number, keep: number, ttlMs: number) {
    const set = this.setAt(key);
    set.add(member, score);
    set.expiresAt = this.now() + ttlMs;
    const pushedOut = set.range(0, set.size - keep - 1).map((entry) => entry.member);
    for (const gone of pushedOut) set.remove(gone);
    return pushedOut;
  }

  async setMembers(key: string) {
    const set = this.liveSet(key);
    return set ? set.range(0, set.size - 1).map((entry) => entry.member) : [];
  }

  async removeFromSet(key: string, member: string) {
    this.liveSet(key)?.remove(member);
  }

  async setScores(key: string, entries: readonly ScoredMember[]) {
    const set = this.setAt(key);
    for (const { member, score } of entries) set.add(member, score);
  }

  async addScoresIfAbsent(key: string, entries: readonly ScoredMember[]) {
    const set = this.setAt(key);
    for (const { member, score } of entries) if (set.score(member) === undefined) set.add(member, score);
  }

  async reverseRank(key: string, member: string) {
    const set = this.liveSet(key);
    const rank = set?.rank(member) ?? null;
    return set && rank !== null ? set.size - 1 - rank : null;
  }

  async reverseRankWithScore(key: string, member: string) {
    const position = await this.reverseRank(key, member);
    const score = this.liveSet(key)?.score(member);
    return position === null || score === undefined ? null : { position, score };
  }

  async reverseRange(key: string, offset: number, limit: number) {
    const set = this.liveSet(key);
    if (!set || limit <= 0) return [];
    const stop = set.size - 1 - offset;
    return set.range(Math.max(0, stop - limit + 1), stop).reverse();
  }

  async setSize(key: string) {
    return this.liveSet(key)?.size ?? 0;
  }

  // A new set never expires until a capped add gives it a time-to-live, as in Redis.
  private setAt(key: string): SortedSet {
    const existing = this.liveSet(key);
    if (existing) return existing;
    const set = new SortedSet();
    this.sets.set(key, set);
    return set;
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.sets.clear();
  }
}
