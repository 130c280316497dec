import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('Season', {
  registerIn: MatchesTypes,
  description: 'A season of fixtures: every club meets every other twice. Seasons follow one another.',
})
export class SeasonModel {
  @Field(() => Int, { description: '1, 2, ...' })
  number: number;

  @Field(() => Int)
  firstGameweek: number;

  @Field(() => Int)
  lastGameweek: number;
}
