import { LEAGUE_MAX_PARTICIPANTS } from '@sfl/contracts';
import { Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { BatchLoader, LimitArg, OffsetArg, pageOf } from '@sfl/subgraph';
import { userRef } from '../shared/models/user.model';
import { isUuid } from '../shared/uuid';
import { LeagueStandingsService } from './league-standings.service';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import {
  LeagueGameweekModel,
  LeagueGameweekScoreModel,
  LeagueMembershipModel,
  LeagueModel,
  LeagueStandingModel,
} from './models/league.models';

// A season's gameweeks (20 clubs, a double round robin): a league spans at most one season.
const SEASON_GAMEWEEKS = 38;
// The best scores of each gameweek a league's history shows by default.
const GAMEWEEK_SCORES_SHOWN = 10;

/** The fields of League read apart from its row, and League as a federated entity. */
@Resolver(() => LeagueModel)
export class LeagueFieldsResolver {
  // All of a request's references to leagues, with what their views read around them, in a few queries.
  private readonly references: BatchLoader<string, LeagueView>;

  constructor(
    leagues: LeaguesRepository,
    views: LeagueViewsService,
    private readonly tables: LeagueStandingsService,
  ) {
    this.references = new BatchLoader(async (ids) => {
      const found = await views.viewsOf(await leagues.byIds(ids.filter(isUuid)), null);
      return new Map(found.map((view) => [view.id, view]));
    });
  }

  @ResolveReference()
  async resolveReference(reference: { id: string }): Promise<LeagueView | null> {
    return (await this.references.load(reference.id)) ?? null;
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
  async standings(
    @Parent() league: LeagueView,
    @LimitArg(LEAGUE_MAX_PARTICIPANTS) limit: number,
    @OffsetArg() offset: number,
  ): Promise<LeagueStandingModel[]> {
    return pageOf(await this.tables.standingsOf(league), { limit, offset }).map((standing) => ({
      rank: standing.rank,
      manager: userRef(standing.managerId),
      points: standing.points,
      lastGameweekPoints: standing.lastGameweekPoints,
      prize: standing.membership.prize,
    }));
  }

  @ResolveField(() => [LeagueGameweekModel], {
    description: "The league's latest `limit` gameweeks that have started, oldest first.",
  })
  async gameweeks(
    @Parent() league: LeagueView,
    @LimitArg(SEASON_GAMEWEEKS) limit: number,
  ): Promise<LeagueGameweekModel[]> {
    return (await this.tables.gameweeksOf(league)).slice(-limit).map(({ gameweek, final, scores }) => ({
      gameweek,
      final,
      allScores: scores.map((score) => ({ manager: userRef(score.managerId), points: score.points })),
    }));
  }
}

/** A league gameweek's scores, a page of them: a large league's history stays within the query cost. */
@Resolver(() => LeagueGameweekModel)
export class LeagueGameweekFieldsResolver {
  @ResolveField(() => [LeagueGameweekScoreModel], { description: 'Best first.' })
  scores(
    @Parent() gameweek: LeagueGameweekModel,
    @LimitArg(GAMEWEEK_SCORES_SHOWN) limit: number,
    @OffsetArg() offset: number,
  ): LeagueGameweekScoreModel[] {
    return pageOf(gameweek.allScores, { limit, offset });
  }
}
