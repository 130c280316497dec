import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SplRewardsTypes } from '../../graphql-types';

@ObjectType('SplLeaderboardEntry', { registerIn: SplRewardsTypes })
export class SplLeaderboardEntryModel {
  @Field(() => ID, { description: "The manager's user id." })
  id: string;

  @Field(() => Int, { description: '1 for the first; equal SPL earned: the earlier registration first.' })
  rank: number;

  @Field()
  username: string;

  @Field(() => Int, { description: 'SPL earned (totalEarned).' })
  splTokens: number;
}
