import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeagueMembershipModel, LeagueModel } from './models/league.models';

@Resolver(() => LeagueMembershipModel)
export class MembershipFieldsResolver {
  constructor(private readonly views: LeagueViewsService) {}

  @ResolveField(() => LeagueModel)
  async league(
    @Parent() membership: LeagueMembershipModel,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeagueView> {
    // A membership's league exists (its foreign key).
    return (await this.views.viewById(membership.leagueId, callerId))!;
  }
}
