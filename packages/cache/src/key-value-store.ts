import type { ScoredMember } from './sorted-set';

export type { ScoredMember };

/**
 * The one port for shared state that can be lost: sessions and rate-limit counters (every such
 * key expires), and rankings, which never expire but are rebuilt from their owner's database when
 * lost. Redis in the services mode, an in-process map in the embedded mode; both pass the same
 * contract tests.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resets the time-to-live of an existing key (sliding expiry); false when the key is gone. */
  touch(key: string, ttlMs: number): Promise<boolean>;
  /** Reads a key and resets its time-to-live in one step (a sliding expiry's use); null when it is gone. */
  getAndTouch(key: string, ttlMs: number): Promise<string | null>;
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
  /** Sets the scores of members of the sorted set at `key` (ZADD, many in one round trip); no expiry. */
  setScores(key: string, entries: readonly ScoredMember[]): Promise<void>;
  /** setScores for the members not in the set yet; the others keep theirs (ZADD NX). */
  addScoresIfAbsent(key: string, entries: readonly ScoredMember[]): Promise<void>;
  /** Position from the highest score (0 first; equal scores: the greater member first), null for a non-member (ZREVRANK). */
  reverseRank(key: string, member: string): Promise<number | null>;
  /** reverseRank and the member's score, in one round trip; null for a non-member (ZREVRANK, ZSCORE). */
  reverseRankWithScore(key: string, member: string): Promise<{ position: number; score: number } | null>;
  /** Up to `limit` members from position `offset`, highest score first, with their scores (ZREVRANGE). */
  reverseRange(key: string, offset: number, limit: number): Promise<ScoredMember[]>;
  /** Members in the sorted set at `key` (ZCARD). */
  setSize(key: string): Promise<number>;
  close(): Promise<void>;
}
