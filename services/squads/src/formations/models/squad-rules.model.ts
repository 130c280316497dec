import { Field, Int, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

@ObjectType('SquadRules', { registerIn: SquadsTypes, description: 'The rules every squad follows.' })
export class SquadRulesModel {
  @Field(() => [String])
  formations: string[];

  @Field(() => Int, { description: 'Cards in a full squad: starters plus bench.' })
  squadSize: number;

  @Field(() => Int)
  starters: number;

  @Field(() => Int)
  benchSize: number;

  @Field(() => Int, { description: "The captain's points count this many times." })
  captainMultiplier: number;

  @Field(() => Int)
  teamNameMaxLength: number;
}
