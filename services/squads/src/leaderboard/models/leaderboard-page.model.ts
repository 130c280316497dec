import { Field, Int, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';
import { LeaderboardEntryModel } from './leaderboard-entry.model';

@ObjectType('LeaderboardPage', { registerIn: SquadsTypes })
export class LeaderboardPageModel {
  @Field(() => [LeaderboardEntryModel], { description: 'In rank order.' })
  entries: LeaderboardEntryModel[];

  @Field(() => Int, { description: 'Every ranked manager.' })
  total: number;
}
