import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

interface SortedSet {
  /** member → score */
  members: Map<string, number>;
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
    const set = this.liveSet(key) ?? { members: new Map<string, number>(), expiresAt: 0 };
    set.members.set(member, score);
    set.expiresAt = this.now() + ttlMs;
    this.sets.set(key, set);
    const pushedOut = this.ordered(set).slice(0, Math.max(0, set.members.size - keep));
    for (const gone of pushedOut) set.members.delete(gone);
    return pushedOut;
  }

  async setMembers(key: string) {
    const set = this.liveSet(key);
    return set ? this.ordered(set) : [];
  }

  async removeFromSet(key: string, member: string) {
    this.liveSet(key)?.members.delete(member);
  }

  // Lowest score first; equal scores by member, as Redis orders them.
  private ordered(set: SortedSet): string[] {
    return [...set.members]
      .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || (a < b ? -1 : a > b ? 1 : 0))
      .map(([member]) => member);
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.sets.clear();
  }
}
