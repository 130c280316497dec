import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LineupsRepository } from './lineups.repository';
import type { ManagerStatsModel } from './models/manager-stats.model';
import { RankStore } from '../leaderboard/rank-store';
import { StandingsRepository } from '../leaderboard/standings.repository';
import { TEAM_PROFILES, type TeamProfiles } from '../leaderboard/team-profiles';

/** A manager's figures for the home page and /team. */
@Injectable()
export class ManagerStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly standings: StandingsRepository,
    private readonly lineups: LineupsRepository,
    private readonly ranks: RankStore,
    @Inject(TEAM_PROFILES) private readonly teams: TeamProfiles,
  ) {}

  async of(managerId: string): Promise<ManagerStatsModel> {
    const manager = this.dataSource.manager;
    const [standing, rank, gameweeks, latest, teamValue] = await Promise.all([
      this.standings.find(manager, managerId),
      this.ranks.rankOf(managerId),
      this.lineups.pointsOf(manager, managerId),
      this.lineups.latestGameweek(manager),
      this.teams.teamValueOf(managerId),
    ]);
    const totalPoints = standing?.totalPoints ?? 0;
    const matchesPlayed = gameweeks.length;
    return {
      totalPoints,
      rank,
      teamValue,
      weeklyPoints: gameweeks.find((entry) => entry.gameweek === latest)?.points ?? 0,
      matchesPlayed,
      averagePoints: matchesPlayed ? Math.round((totalPoints / matchesPlayed) * 10) / 10 : 0,
      gameweeks: gameweeks.map(({ gameweek, points, final }) => ({ gameweek, points, final })),
    };
  }
}
