import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MatchActionKind } from '../../engine/match-plan';
import { MatchActionKindEnum } from './match.enums';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('MatchAction', {
  registerIn: MatchesTypes,
  description:
    'One event of a match. footballer: who did it (for PENALTY_SAVED the goalkeeper, for SUBSTITUTION the player coming on); ' +
    'related: the player going off, or the penalty taker whose kick was saved.',
})
export class MatchActionModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  minute: number;

  @Field(() => MatchActionKindEnum)
  kind: MatchActionKind;

  @Field(() => Int, { description: 'The score after the action.' })
  homeScore: number;

  @Field(() => Int)
  awayScore: number;

  // Not fields: the resolvers load the club and footballers from them.
  clubId: string;
  footballerId: string;
  assistFootballerId: string | null;
  relatedFootballerId: string | null;
}
