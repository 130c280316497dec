import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('FootballerGameweek', {
  registerIn: MatchesTypes,
  description: 'A footballer in one gameweek, his matches in it added up.',
})
export class FootballerGameweekModel {
  @Field(() => Int)
  gameweek: number;

  @Field(() => Int, { description: 'Fantasy points (see the rules page).' })
  points: number;

  @Field(() => Int, { description: 'Minutes played; counted at full time.' })
  minutes: number;

  @Field(() => Int)
  goals: number;

  @Field(() => Int)
  assists: number;

  @Field({ description: 'Whether he kept a clean sheet in a match of the gameweek.' })
  cleanSheet: boolean;
}
