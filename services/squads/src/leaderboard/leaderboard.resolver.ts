import { UseGuards } from '@nestjs/common';
import { Info, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg, PageWrapperSizes, selectedFields } from '@sfl/subgraph';
import type { GraphQLResolveInfo } from 'graphql';
import { LeaderboardService, type RankedRow } from './leaderboard.service';
import { LeaderboardEntryModel } from './models/leaderboard-entry.model';
import { LeaderboardPageModel } from './models/leaderboard-page.model';

@Resolver()
export class LeaderboardResolver {
  constructor(private readonly ranking: LeaderboardService) {}

  @PageWrapperSizes('entries')
  @Query(() => LeaderboardPageModel, { description: 'Every registered manager ranked by total points.' })
  leaderboard(@LimitArg(100) limit: number, @OffsetArg() offset: number): Promise<LeaderboardPageModel> {
    return this.ranking.page(offset, limit);
  }

  @Query(() => LeaderboardEntryModel, { nullable: true, description: "Signed-in: the caller's own row." })
  @UseGuards(SignedInGuard)
  myLeaderboardEntry(
    @CurrentUserId() userId: string,
    @Info() info: GraphQLResolveInfo,
  ): Promise<RankedRow | LeaderboardEntryModel | null> {
    const fields = selectedFields(info);
    return this.ranking.entryOf(userId, fields.has('username') || fields.has('teamName'));
  }
}
