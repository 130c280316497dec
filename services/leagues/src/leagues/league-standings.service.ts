import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameweekPointsRepository } from '../projections/gameweek-points.repository';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';
import type { LeagueEntity } from './entities/league.entity';
import { type MemberScore, rankStandings } from './league-rules';
import { LeaguesRepository } from './leagues.repository';

export interface Standing extends MemberScore {
  rank: number;
  membership: LeagueMembershipEntity;
}

export interface GameweekScores {
  gameweek: number;
  final: boolean;
  /** best first */
  scores: { managerId: string; points: number }[];
}

type Span = Pick<LeagueEntity, 'id' | 'startGameweek' | 'endGameweek'>;

/** Only the gameweeks from the member's first count: a late joiner cannot bring earlier points. */
const counts = (member: Pick<LeagueMembershipEntity, 'firstGameweek'>, gameweek: number) =>
  gameweek >= member.firstGameweek;

/** A league's table and gameweeks, live from the points projection (docs/leagues.md). */
@Injectable()
export class LeagueStandingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leagues: LeaguesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly points: GameweekPointsRepository,
  ) {}

  /** The ACTIVE members, best first, over the league's gameweeks that have started. */
  async standingsOf(league: Span, manager = this.dataSource.manager): Promise<Standing[]> {
    const members = await this.leagues.activeMembers(league.id, manager);
    const started = await this.gameweeks.startedBetween(league.startGameweek, league.endGameweek, manager);
    const last = started.at(-1);
    const rows = await this.points.pointsBetween(
      members.map((member) => member.managerId),
      league.startGameweek,
      last ?? league.startGameweek - 1,
      manager,
    );
    const scores = members.map((membership) => {
      const own = rows.filter(
        (row) => row.managerId === membership.managerId && counts(membership, row.gameweek),
      );
      return {
        membership,
        managerId: membership.managerId,
        joinedAt: membership.joinedAt,
        points: own.reduce((sum, row) => sum + row.points, 0),
        lastGameweekPoints: own.find((row) => row.gameweek === last)?.points ?? 0,
      };
    });
    return rankStandings(scores);
  }

  /** The league's gameweeks that have started, oldest first, with every ACTIVE member's points. */
  async gameweeksOf(league: Span): Promise<GameweekScores[]> {
    const members = await this.leagues.activeMembers(league.id);
    const ids = members.map((member) => member.managerId);
    const started = await this.gameweeks.startedBetween(league.startGameweek, league.endGameweek);
    return Promise.all(
      started.map(async (gameweek) => {
        const { points, final } = await this.points.pointsFor(ids, gameweek);
        // Equal points keep the join order, as in the table; a late joiner's earlier gameweeks show 0.
        const scores = members
          .map((member) => ({
            managerId: member.managerId,
            points: counts(member, gameweek) ? (points.get(member.managerId) ?? 0) : 0,
          }))
          .sort((a, b) => b.points - a.points);
        return { gameweek, final, scores };
      }),
    );
  }
}
