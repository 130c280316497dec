import { Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { userRef } from '../shared/models/user.model';
import { isUuid } from '../shared/uuid';
import { LeagueStandingsService } from './league-standings.service';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import {
  LeagueGameweekModel,
  LeagueMembershipModel,
  LeagueModel,
  LeagueStandingModel,
} from './models/league.models';

/** The fields of League read apart from its row, and League as a federated entity. */
@Resolver(() => LeagueModel)
export class LeagueFieldsResolver {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly views: LeagueViewsService,
    private readonly tables: LeagueStandingsService,
  ) {}

  @ResolveReference()
  async resolveReference(reference: { id: string }): Promise<LeagueView | null> {
    const league = isUuid(reference.id) ? await this.leagues.byId(reference.id) : null;
    return league && this.views.viewOf(league, null);
  }

  @ResolveField(() => LeagueMembershipModel, {
    nullable: true,
    description: "The signed-in caller's membership, else null.",
  })
  myMembership(@Parent() league: LeagueView): LeagueMembershipModel | null {
    return league.myMembership;
  }

  @ResolveField(() => [LeagueStandingModel], {
    description: 'ACTIVE members, best first; live during a gameweek.',
  })
  async standings(@Parent() league: LeagueView): Promise<LeagueStandingModel[]> {
    return (await this.tables.standingsOf(league)).map((standing) => ({
      rank: standing.rank,
      manager: userRef(standing.managerId),
      points: standing.points,
      lastGameweekPoints: standing.lastGameweekPoints,
      prize: standing.membership.prize,
    }));
  }

  @ResolveField(() => [LeagueGameweekModel], {
    description: "The league's gameweeks that have started, oldest first.",
  })
  async gameweeks(@Parent() league: LeagueView): Promise<LeagueGameweekModel[]> {
    return (await this.tables.gameweeksOf(league)).map(({ gameweek, final, scores }) => ({
      gameweek,
      final,
      scores: scores.map((score) => ({ manager: userRef(score.managerId), points: score.points })),
    }));
  }
}
