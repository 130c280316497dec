import { Directive, Field, Int, ObjectType } from '@nestjs/graphql';
import { POSITION_GROUPS, type PositionGroup, SPL_REWARDS, type SplActionType } from '@sfl/contracts';
import { SplRewardsTypes } from '../../graphql-types';
import { PositionGroupEnum, SplActionTypeEnum } from '../../shared/graphql-enums';

@ObjectType('SplRewardAmount', { registerIn: SplRewardsTypes })
export class SplRewardAmountModel {
  @Field(() => PositionGroupEnum, { nullable: true, description: 'null: the same for every group.' })
  positionGroup: PositionGroup | null;

  @Field(() => Int)
  spl: number;
}

@ObjectType('SplRewardRule', { registerIn: SplRewardsTypes })
export class SplRewardRuleModel {
  @Field(() => SplActionTypeEnum)
  actionType: SplActionType;

  @Field()
  label: string;

  @Field(() => [SplRewardAmountModel])
  @Directive(`@listSize(assumedSize: ${POSITION_GROUPS.length})`)
  amounts: SplRewardAmountModel[];
}

@ObjectType('SplRewardRules', {
  registerIn: SplRewardsTypes,
  description: 'What earns SPL: the table the ledger pays from.',
})
export class SplRewardRulesModel {
  @Field(() => [SplRewardRuleModel])
  @Directive(`@listSize(assumedSize: ${SPL_REWARDS.length})`)
  rules: SplRewardRuleModel[];

  @Field(() => Int, { description: "The captain's rewards are multiplied by this." })
  captainMultiplier: number;

  @Field()
  captainLabel: string;
}
