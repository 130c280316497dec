import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { SplRewardsTypes } from '../../graphql-types';

/** The matches subgraph's entity, with the fields spl-rewards adds to it (FootballerFieldsResolver). */
@ObjectType('Footballer', { registerIn: SplRewardsTypes })
@Directive('@key(fields: "id")')
export class FootballerModel {
  @Field(() => ID)
  id: string;
}
