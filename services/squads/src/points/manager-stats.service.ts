import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { LineupsRepository } from './lineups.repository';
import type { ManagerGameweekPointsModel, ManagerStatsModel } from './models/manager-stats.model';
import { RankStore } from '../leaderboard/rank-store';
import { StandingsRepository } from '../leaderboard/standings.repository';
import { TEAM_PROFILES, type TeamProfiles } from '../leaderboard/team-profiles';

/** A manager's figures for the home page and /team. */
@Injectable()
export class ManagerStatsService {
  constructor(
    private readonly standings: StandingsRepository,
    private readonly lineups: LineupsRepository,
    private readonly ranks: RankStore,
    @Inject(TEAM_PROFILES) private readonly teams: TeamProfiles,
  ) {}

  async of(managerId: string): Promise<ManagerStatsModel> {
    const [standing, rank, { played, latestPoints }, teamValue] = await Promise.all([
      this.standings.find(managerId),
      this.ranks.rankOf(managerId),
      this.lineups.playedBy(managerId),
      this.teams.teamValueOf(managerId),
    ]);
    const totalPoints = standing?.totalPoints ?? 0;
    return {
      managerId,
      totalPoints,
      rank,
      teamValue,
      weeklyPoints: latestPoints,
      matchesPlayed: played,
      averagePoints: played ? Math.round((totalPoints / played) * 10) / 10 : 0,
    };
  }

  /** A page of the manager's gameweeks with a lineup, counted from the latest, oldest first. */
  gameweeksOf(managerId: string, page: Page): Promise<ManagerGameweekPointsModel[]> {
    return this.lineups.latestPointsOf(managerId, page);
  }
}
