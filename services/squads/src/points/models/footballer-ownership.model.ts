import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

@ObjectType('FootballerOwnership', { registerIn: SquadsTypes })
export class FootballerOwnershipModel {
  @Field(() => Int)
  gameweek: number;

  @Field(() => Int)
  lineups: number;

  @Field(() => Float, { description: 'of all lineups of that gameweek, 0 to 100' })
  percent: number;
}
