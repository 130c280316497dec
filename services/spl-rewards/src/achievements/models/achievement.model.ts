import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_RARITIES,
  type AchievementCategory,
  type AchievementRarity,
} from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { SplRewardsTypes } from '../../graphql-types';

export const AchievementRarityEnum = graphqlEnum(ACHIEVEMENT_RARITIES, {
  name: 'AchievementRarity',
  registerIn: SplRewardsTypes,
});

export const AchievementCategoryEnum = graphqlEnum(ACHIEVEMENT_CATEGORIES, {
  name: 'AchievementCategory',
  registerIn: SplRewardsTypes,
});

@ObjectType('AchievementReward', { registerIn: SplRewardsTypes })
export class AchievementRewardModel {
  @Field(() => Int, { description: 'SPL paid once, when the achievement unlocks.' })
  tokens: number;

  @Field(() => String, { nullable: true, description: "The badge's name, when it has one." })
  badge: string | null;

  @Field(() => String, { nullable: true, description: 'The NFT it grants, when it grants one.' })
  nft: string | null;
}

@ObjectType('Achievement', {
  registerIn: SplRewardsTypes,
  description: "An achievement with the caller's progress towards it.",
})
export class AchievementModel {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field({ description: 'What exactly counts towards it (price floors, deadlines, league size).' })
  rule: string;

  @Field({ description: 'An emoji.' })
  icon: string;

  @Field(() => AchievementRarityEnum)
  rarity: AchievementRarity;

  @Field(() => AchievementCategoryEnum)
  category: AchievementCategory;

  @Field(() => Int, { description: '0 to maxProgress; maxProgress once unlocked.' })
  progress: number;

  @Field(() => Int)
  maxProgress: number;

  @Field()
  unlocked: boolean;

  @Field(() => Date, { nullable: true })
  unlockedAt: Date | null;

  @Field(() => AchievementRewardModel)
  reward: AchievementRewardModel;
}
