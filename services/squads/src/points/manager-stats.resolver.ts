import { UseGuards } from '@nestjs/common';
import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { SEASON_GAMEWEEKS } from '@sfl/contracts';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { ManagerStatsService } from './manager-stats.service';
import { ManagerGameweekPointsModel, ManagerStatsModel } from './models/manager-stats.model';

@Resolver(() => ManagerStatsModel)
export class ManagerStatsResolver {
  constructor(private readonly stats: ManagerStatsService) {}

  @Query(() => ManagerStatsModel, { description: "Signed-in: the caller's points, rank and team value." })
  @UseGuards(SignedInGuard)
  myStats(@CurrentUserId() userId: string): Promise<ManagerStatsModel> {
    return this.stats.of(userId);
  }

  @ResolveField(() => [ManagerGameweekPointsModel], {
    description:
      'The latest `limit` gameweeks with a lineup (after skipping the latest `offset`), oldest first.',
  })
  gameweeks(
    @Parent() stats: ManagerStatsModel,
    @LimitArg(SEASON_GAMEWEEKS) limit: number,
    @OffsetArg() offset: number,
  ): Promise<ManagerGameweekPointsModel[]> {
    return this.stats.gameweeksOf(stats.managerId, { limit, offset });
  }
}
