import { UseGuards } from '@nestjs/common';
import { Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { SplLeaderboardEntryModel } from './models/spl-leaderboard-entry.model';
import { SplLeaderboardRepository } from './spl-leaderboard.repository';

@Resolver()
export class SplLeaderboardResolver {
  constructor(private readonly leaderboard: SplLeaderboardRepository) {}

  @Query(() => [SplLeaderboardEntryModel], {
    description: 'The top SPL earners, by SPL earned; equal: the earlier registration first.',
  })
  async splLeaderboard(
    @LimitArg(100) limit: number,
    @OffsetArg() offset: number,
  ): Promise<SplLeaderboardEntryModel[]> {
    const page = await this.leaderboard.top({ limit, offset });
    return page.map((entry, index) => ({ ...entry, rank: offset + index + 1 }));
  }

  @Query(() => Int, {
    nullable: true,
    description: "Signed-in: the caller's SPL rank; null until they earn SPL.",
  })
  @UseGuards(SignedInGuard)
  mySplRank(@CurrentUserId() userId: string): Promise<number | null> {
    return this.leaderboard.rankOf(userId);
  }
}
