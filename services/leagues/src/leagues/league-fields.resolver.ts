import { LEAGUE_MAX_PARTICIPANTS, SEASON_GAMEWEEKS } from '@sfl/contracts';
import { Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { BatchLoader, groupBy, LimitArg, OffsetArg, type Page, pageOf, isUuid } from '@sfl/subgraph';
import { userRef } from '../shared/models/user.model';
import type { Standing } from './league-standings.repository';
import { type GameweekScores, LeagueStandingsService } from './league-standings.service';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import {
  LeagueGameweekModel,
  LeagueGameweekScoreModel,
  LeagueMembershipModel,
  LeagueModel,
  LeagueStandingModel,
} from './models/league.models';

// The best scores of each gameweek a league's history shows by default.
const GAMEWEEK_SCORES_SHOWN = 10;

/** The fields of League read apart from its row, and League as a federated entity. */
@Resolver(() => LeagueModel)
export class LeagueFieldsResolver {
  // All of a request's references to leagues, with what their views read around them, in a few queries.
  private readonly references: BatchLoader<string, LeagueView>;
  // A request's tables and histories, one statement per page size asked for, whatever the leagues.
  private readonly tablePages: BatchLoader<LeaguePage, Standing[]>;
  private readonly historyPages: BatchLoader<LeaguePage, GameweekScores[]>;

  constructor(views: LeagueViewsService, tables: LeagueStandingsService) {
    this.references = new BatchLoader(async (ids) => {
      const found = await views.viewsOfIds(ids.filter(isUuid), null);
      return new Map(found.map((view) => [view.id, view]));
    });
    this.tablePages = pagedLoader((ids, page) => tables.standingsOf(ids, page));
    this.historyPages = pagedLoader((ids, page) => tables.gameweeksOf(ids, page.limit));
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
    const page = (await this.tablePages.load({ leagueId: league.id, limit, offset })) ?? [];
    return page.map((standing) => ({
      rank: standing.rank,
      manager: userRef(standing.managerId),
      points: standing.points,
      lastGameweekPoints: standing.lastGameweekPoints,
      prize: standing.prize,
    }));
  }

  @ResolveField(() => [LeagueGameweekModel], {
    description: "The league's latest `limit` gameweeks that have started, oldest first.",
  })
  async gameweeks(
    @Parent() league: LeagueView,
    @LimitArg(SEASON_GAMEWEEKS) limit: number,
  ): Promise<LeagueGameweekModel[]> {
    const shown = (await this.historyPages.load({ leagueId: league.id, limit, offset: 0 })) ?? [];
    return shown.map(({ gameweek, final, scores }) => ({
      gameweek,
      final,
      allScores: scores.map((score) => ({ manager: userRef(score.managerId), points: score.points })),
    }));
  }
}

/** A page asked of one league. */
interface LeaguePage extends Page {
  leagueId: string;
}

/** A loader of leagues' pages: one request's keys grouped by page, one load per page size asked for. */
function pagedLoader<V>(
  loadPage: (leagueIds: string[], page: Page) => Promise<ReadonlyMap<string, V>>,
): BatchLoader<LeaguePage, V> {
  return new BatchLoader(async (keys) => {
    const found = new Map<LeaguePage, V>();
    for (const samePage of groupBy(keys, ({ limit, offset }) => `${limit}:${offset}`).values()) {
      const loaded = await loadPage(
        samePage.map((key) => key.leagueId),
        samePage[0]!,
      );
      for (const key of samePage) if (loaded.has(key.leagueId)) found.set(key, loaded.get(key.leagueId)!);
    }
    return found;
  });
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
