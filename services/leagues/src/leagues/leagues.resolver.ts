import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { isUuid } from '../shared/uuid';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import { LeagueModel, LeaguePageModel } from './models/league.models';

@Resolver()
export class LeaguesResolver {
  constructor(
    private readonly repository: LeaguesRepository,
    private readonly views: LeagueViewsService,
  ) {}

  @Query(() => LeaguePageModel, {
    description: 'The leagues one may look for: not funding, finished or cancelled; newest first.',
  })
  async leagues(
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeaguePageModel> {
    const page = await this.repository.available(limit, offset);
    return { items: await this.views.viewsOf(page.items, callerId), total: page.total };
  }

  @Query(() => LeagueModel, { nullable: true })
  async league(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeagueView | null> {
    const league = isUuid(id) ? await this.repository.byId(id) : null;
    return league && this.views.viewOf(league, callerId);
  }
}
