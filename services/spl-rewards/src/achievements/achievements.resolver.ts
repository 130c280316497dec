import { UseGuards } from '@nestjs/common';
import { Directive, Query, Resolver } from '@nestjs/graphql';
import { ACHIEVEMENTS } from '@sfl/contracts';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { AchievementsService } from './achievements.service';
import { AchievementModel } from './models/achievement.model';

@Resolver()
export class AchievementsResolver {
  constructor(private readonly achievements: AchievementsService) {}

  // Always the whole catalogue, so the gateway's query cost counts its real size.
  @Directive(`@listSize(assumedSize: ${ACHIEVEMENTS.length})`)
  @Query(() => [AchievementModel], {
    description: "Signed-in: every achievement, in the pages' order, with the caller's progress.",
  })
  @UseGuards(SignedInGuard)
  myAchievements(@CurrentUserId() userId: string): Promise<AchievementModel[]> {
    return this.achievements.achievementsOf(userId);
  }
}
