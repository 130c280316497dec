import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import { LeagueMembershipModel, LeagueModel } from './models/league.models';

@Resolver(() => LeagueMembershipModel)
export class MembershipFieldsResolver {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly views: LeagueViewsService,
  ) {}

  @ResolveField(() => LeagueModel)
  async league(
    @Parent() membership: LeagueMembershipModel,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeagueView> {
    const league = await this.leagues.byId(membership.leagueId);
    return this.views.viewOf(league!, callerId);
  }
}
