import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Position, Rarity } from '@sfl/contracts';
import { PositionEnum, RarityEnum } from './football.enums';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('Footballer', {
  registerIn: MatchesTypes,
  description: 'A player of the football world: the person behind the player tokens.',
})
@Directive('@key(fields: "id")')
export class FootballerModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => PositionEnum)
  position: Position;

  @Field(() => Int)
  overall: number;

  @Field(() => RarityEnum)
  rarity: Rarity;

  // Not a field: the club resolver loads the club from it.
  clubId: string;
}
