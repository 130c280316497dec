import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { SplActionType } from '@sfl/contracts';
import { SplRewardsTypes } from '../../graphql-types';
import { SplActionTypeEnum } from '../../shared/graphql-enums';

@ObjectType('SplClub', { registerIn: SplRewardsTypes })
export class SplClubModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  shortName: string;
}

@ObjectType('SplMatchDetails', {
  registerIn: SplRewardsTypes,
  description:
    'The footballer, the two clubs, the score right after the action (final for a clean sheet) and the minute.',
})
export class SplMatchDetailsModel {
  @Field(() => ID)
  matchId: string;

  @Field(() => ID)
  footballerId: string;

  @Field()
  footballerName: string;

  @Field(() => SplClubModel)
  homeClub: SplClubModel;

  @Field(() => SplClubModel)
  awayClub: SplClubModel;

  @Field(() => Int)
  homeScore: number;

  @Field(() => Int)
  awayScore: number;

  @Field(() => Int)
  minute: number;
}

@ObjectType('SplReward', {
  registerIn: SplRewardsTypes,
  description: 'SPL paid for what a fielded footballer did.',
})
export class SplRewardModel {
  @Field(() => ID)
  id: string;

  @Field(() => SplActionTypeEnum)
  actionType: SplActionType;

  @Field({ description: "The footballer was the manager's captain: the reward is doubled." })
  isCaptain: boolean;

  @Field(() => SplMatchDetailsModel)
  matchDetails: SplMatchDetailsModel;

  @Field(() => Int)
  gameweek: number;

  @Field()
  awardedAt: Date;

  @Field(() => Int)
  splTokens: number;
}
