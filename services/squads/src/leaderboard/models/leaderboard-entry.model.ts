import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

@ObjectType('LeaderboardEntry', { registerIn: SquadsTypes })
export class LeaderboardEntryModel {
  @Field(() => ID, { description: "The manager's user id." })
  id: string;

  @Field(() => Int, { description: '1 for the first; equal points: the earlier registration first.' })
  rank: number;

  @Field()
  username: string;

  @Field(() => String, { nullable: true, description: 'Null until the manager saves a squad.' })
  teamName: string | null;

  @Field(() => Int)
  totalPoints: number;
}
