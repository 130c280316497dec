import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_RARITIES,
  type AchievementCategory,
  type AchievementRarity,
} from '@sfl/contracts';
import { SplRewardsTypes } from '../../graphql-types';

export const AchievementRarityEnum = Object.fromEntries(ACHIEVEMENT_RARITIES.map((r) => [r, r])) as {
  [R in AchievementRarity]: R;
};
registerEnumType(AchievementRarityEnum, { name: 'AchievementRarity', registerIn: SplRewardsTypes });

export const AchievementCategoryEnum = Object.fromEntries(ACHIEVEMENT_CATEGORIES.map((c) => [c, c])) as {
  [C in AchievementCategory]: C;
};
registerEnumType(AchievementCategoryEnum, { name: 'AchievementCategory', registerIn: SplRewardsTypes });

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
