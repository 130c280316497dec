import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { ManagerStatsService } from './manager-stats.service';
import { ManagerStatsModel } from './models/manager-stats.model';

@Resolver()
export class ManagerStatsResolver {
  constructor(private readonly stats: ManagerStatsService) {}

  @Query(() => ManagerStatsModel, { description: "Signed-in: the caller's points, rank and team value." })
  @UseGuards(SignedInGuard)
  myStats(@CurrentUserId() userId: string): Promise<ManagerStatsModel> {
    return this.stats.of(userId);
  }
}
