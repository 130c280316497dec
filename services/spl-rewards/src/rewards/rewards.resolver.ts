import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { SplRewardModel } from './models/spl-reward.model';
import { RewardsRepository } from './rewards.repository';

@Resolver()
export class RewardsResolver {
  constructor(private readonly rewards: RewardsRepository) {}

  @Query(() => [SplRewardModel], { description: "Signed-in: the caller's rewards, newest first." })
  @UseGuards(SignedInGuard)
  mySplRewards(
    @CurrentUserId() userId: string,
    @LimitArg(50) limit: number,
    @OffsetArg() offset: number,
  ): Promise<SplRewardModel[]> {
    return this.rewards.rewardsOf(userId, { limit, offset });
  }
}
