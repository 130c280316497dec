import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { NftTypes } from '../../graphql-types';

/** Stub of the matches subgraph's entity: this subgraph only hands out references to it. */
@ObjectType('Footballer', { registerIn: NftTypes })
@Directive('@key(fields: "id", resolvable: false)')
export class FootballerModel {
  @Field(() => ID)
  id: string;
}

export const footballerReference = (id: string): FootballerModel => ({ id });
