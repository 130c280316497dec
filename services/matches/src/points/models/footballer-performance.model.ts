import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('FootballerPerformance', {
  registerIn: MatchesTypes,
  description: 'What a footballer earned in a gameweek.',
})
export class FootballerPerformanceModel {
  @Field(() => Int)
  gameweek: number;

  @Field(() => Int, { description: 'Fantasy points (see the rules page).' })
  points: number;

  @Field(() => Int)
  goals: number;

  @Field(() => Int)
  assists: number;

  // Not a field: the resolver loads the footballer from it.
  footballerId: string;
}
