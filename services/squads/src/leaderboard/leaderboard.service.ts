import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER } from '@sfl/subgraph';
import type { Logger } from '@sfl/logging';
import type { EntityManager } from 'typeorm';
import { RankStore, type RankedManager } from './rank-store';
import { StandingsRepository } from './standings.repository';
import { TEAM_PROFILES, type TeamProfiles } from './team-profiles';

const REBUILD_BATCH = 10_000;

export interface LeaderboardRow {
  id: string;
  rank: number;
  username: string;
  teamName: string | null;
  totalPoints: number;
}

/** A row without the names. */
export type RankedRow = Omit<LeaderboardRow, 'username' | 'teamName'>;

/** Every registered manager ranked by total points (docs/leaderboard.md). */
@Injectable()
export class LeaderboardService implements OnApplicationBootstrap {
  constructor(
    private readonly standings: StandingsRepository,
    private readonly ranks: RankStore,
    @Inject(TEAM_PROFILES) private readonly teams: TeamProfiles,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Before the consumers start: a store that lost the ranking (a restarted Redis, the embedded
  // mode's in-process store) gets it back from PostgreSQL.
  async onApplicationBootstrap() {
    const managers = await this.standings.count();
    if (await this.ranks.rebuildIfIncomplete(managers, () => this.standings.batches(REBUILD_BATCH)))
      this.logger.info({ managers }, 'leaderboard rebuilt from the database');
  }

  async register(
    manager: EntityManager,
    registered: { managerId: string; registeredAt: Date },
  ): Promise<void> {
    const standing = await this.standings.register(manager, registered);
    if (standing) await this.ranks.record([standing]);
  }

  async page(offset: number, limit: number): Promise<{ entries: LeaderboardRow[]; total: number }> {
    const [entries, total] = await Promise.all([
      this.ranks.page(offset, limit).then((ranked) => this.rows(ranked)),
      this.ranks.size(),
    ]);
    return { entries, total };
  }

  /**
   * The manager's row, or null for one squads has not seen register yet. Rank and points come
   * from the store, as a page's do; the names (the managers' and squads' tables) only when asked
   * for, so a caller wanting their rank reads the store alone.
   */
  async entryOf(managerId: string, withNames: boolean): Promise<RankedRow | LeaderboardRow | null> {
    const [ranked, names] = await Promise.all([
      this.ranks.rankedOf(managerId),
      withNames ? this.teams.namesOf([managerId]) : null,
    ]);
    if (!ranked) return null;
    return names
      ? this.row(ranked, names)
      : { id: managerId, rank: ranked.rank, totalPoints: ranked.totalPoints };
  }

  // Points and ranks come from the store, names from the managers' and squads' tables.
  private async rows(ranked: readonly RankedManager[]): Promise<LeaderboardRow[]> {
    const names = await this.teams.namesOf(ranked.map((entry) => entry.managerId));
    return ranked.map((entry) => this.row(entry, names));
  }

  private row(entry: RankedManager, names: Map<string, { username: string; teamName: string | null }>) {
    const name = names.get(entry.managerId);
    return {
      id: entry.managerId,
      rank: entry.rank,
      totalPoints: entry.totalPoints,
      username: name?.username ?? '',
      teamName: name?.teamName ?? null,
    };
  }
}
