import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('FootballerSeasonTotals', {
  registerIn: MatchesTypes,
  description: "A footballer's figures over the matches of the current season.",
})
export class FootballerSeasonTotalsModel {
  @Field(() => Int, { description: 'Matches in which he took the field.' })
  appearances: number;

  @Field(() => Int)
  minutes: number;

  @Field(() => Int)
  goals: number;

  @Field(() => Int)
  assists: number;

  @Field(() => Int, { description: 'Matches in which he kept a clean sheet.' })
  cleanSheets: number;

  @Field(() => Int, { description: 'Fantasy points.' })
  points: number;
}
