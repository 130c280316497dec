import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

/** The matches subgraph's entity, with the fields squads adds to it (FootballerFieldsResolver). */
@ObjectType('Footballer', { registerIn: SquadsTypes })
@Directive('@key(fields: "id")')
export class FootballerModel {
  @Field(() => ID)
  id: string;
}
