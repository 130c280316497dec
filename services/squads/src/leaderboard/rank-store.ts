import type { KeyValueStore } from '@sfl/cache';
import { pointsOfScore, rankingScore } from './ranking-score';

export const RANKING_KEY = 'squads:leaderboard';

/** A manager's place in the ranking as PostgreSQL holds it (the source of truth). */
export interface Standing {
  managerId: string;
  totalPoints: number;
  registeredAt: Date;
}

export interface RankedManager {
  managerId: string;
  /** 1 for the first */
  rank: number;
  totalPoints: number;
}

/**
 * Every manager's rank by total points, in one sorted set of the shared store (Redis in the
 * services mode, in process in the embedded mode). Writes are absolute scores, so writing a
 * standing again (a redelivered event) changes nothing.
 */
export class RankStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly key = RANKING_KEY,
  ) {}

  async record(standings: readonly Standing[]): Promise<void> {
    await this.store.setScores(this.key, standings.map(scored));
  }

  async rankOf(managerId: string): Promise<number | null> {
    const position = await this.store.reverseRank(this.key, managerId);
    return position === null ? null : position + 1;
  }

  /** The manager's rank and points as the ranking holds them, in one round trip; null for one not ranked. */
  async rankedOf(managerId: string): Promise<RankedManager | null> {
    const found = await this.store.reverseRankWithScore(this.key, managerId);
    return found && { managerId, rank: found.position + 1, totalPoints: pointsOfScore(found.score) };
  }

  async page(offset: number, limit: number): Promise<RankedManager[]> {
    const entries = await this.store.reverseRange(this.key, offset, limit);
    return entries.map((entry, index) => ({
      managerId: entry.member,
      rank: offset + index + 1,
      totalPoints: pointsOfScore(entry.score),
    }));
  }

  async size(): Promise<number> {
    return this.store.setSize(this.key);
  }

  /**
   * Rebuilds the ranking from the database's standings (read in batches) when the store does
   * not hold as many managers as the database, e.g. an empty Redis after a restart. It only adds
   * the managers missing: a batch read just before a points update committed would otherwise
   * write the older total over the one that update recorded meanwhile (an instance starting
   * while another applies events).
   */
  async rebuildIfIncomplete(managers: number, batches: () => AsyncIterable<readonly Standing[]>) {
    if ((await this.size()) === managers) return false;
    for await (const batch of batches()) await this.store.addScoresIfAbsent(this.key, batch.map(scored));
    return true;
  }

  async clear(): Promise<void> {
    await this.store.delete(this.key);
  }
}

function scored(standing: Standing) {
  return { member: standing.managerId, score: rankingScore(standing.totalPoints, standing.registeredAt) };
}
