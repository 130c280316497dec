import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentContext, CurrentUserId, type InternalContext, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg, PageWrapperSizes, isUuid } from '@sfl/subgraph';
import { CreateLeagueInput } from './dto/create-league.input';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';
import { type LeagueView, LeagueViewsService } from './league-views.service';
import { LeaguesService } from './leagues.service';
import { LeagueMembershipModel, LeagueModel, LeaguePageModel, MyLeagueModel } from './models/league.models';

@Resolver()
export class LeaguesResolver {
  constructor(
    private readonly views: LeagueViewsService,
    private readonly service: LeaguesService,
  ) {}

  @PageWrapperSizes()
  @Query(() => LeaguePageModel, {
    description:
      'The leagues one may look for: not funding, finished or cancelled, public unless I am a member; newest first.',
  })
  leagues(
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeaguePageModel> {
    return this.views.available(limit, offset, callerId);
  }

  @Query(() => LeagueModel, { nullable: true })
  async league(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<LeagueView | null> {
    return isUuid(id) ? this.views.viewById(id, callerId) : null;
  }

  @Query(() => [MyLeagueModel], {
    description: 'Signed-in: the leagues I am an ACTIVE member of, running first.',
  })
  @UseGuards(SignedInGuard)
  myLeagues(
    @CurrentUserId() callerId: string,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<MyLeagueModel[]> {
    return this.views.myLeagues(callerId, { limit, offset });
  }

  @Query(() => LeagueMembershipModel, {
    nullable: true,
    description: 'Signed-in: one of my own memberships.',
  })
  @UseGuards(SignedInGuard)
  async leagueMembership(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUserId() callerId: string,
  ): Promise<LeagueMembershipEntity | null> {
    return isUuid(id) ? this.views.ownMembership(callerId, id) : null;
  }

  @Mutation(() => LeagueModel, {
    description:
      'Signed-in. The creator is a member and pays no entry fee; a prize pool is held first (FUNDING).',
  })
  @UseGuards(SignedInGuard)
  async createLeague(
    @Args('input') input: CreateLeagueInput,
    @CurrentUserId() callerId: string,
  ): Promise<LeagueView> {
    return this.views.viewOf(await this.service.createLeague(callerId, input), callerId);
  }

  @Mutation(() => LeagueMembershipModel, {
    description: 'Signed-in; a public league only; PENDING while an entry fee is held.',
  })
  @UseGuards(SignedInGuard)
  joinLeague(
    @Args('leagueId', { type: () => ID }) leagueId: string,
    @CurrentUserId() callerId: string,
  ): Promise<LeagueMembershipEntity> {
    return this.service.joinLeague(callerId, leagueId);
  }

  @Mutation(() => LeagueMembershipModel, {
    description: 'Signed-in; the code in any case, spaces around it ignored.',
  })
  @UseGuards(SignedInGuard)
  joinLeagueByCode(
    @Args('inviteCode') inviteCode: string,
    @CurrentUserId() callerId: string,
    @CurrentContext() { clientIp }: InternalContext,
  ): Promise<LeagueMembershipEntity> {
    return this.service.joinLeagueByCode({ managerId: callerId, clientIp }, inviteCode);
  }
}
