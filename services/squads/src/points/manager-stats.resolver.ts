import { UseGuards } from '@nestjs/common';
import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { ManagerStatsService } from './manager-stats.service';
import { ManagerGameweekPointsModel, ManagerStatsModel } from './models/manager-stats.model';

// A season of a 20-club league: the chart's default.
const SEASON_GAMEWEEKS = 38;

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
