import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { NftTypes } from '../../graphql-types';

/**
 * The matches subgraph's entity: this subgraph hands out references to it and adds his market
 * (FootballerMarketReferenceResolver).
 */
@ObjectType('Footballer', { registerIn: NftTypes })
@Directive('@key(fields: "id")')
export class FootballerModel {
  @Field(() => ID)
  id: string;
}

export const footballerReference = (id: string): FootballerModel => ({ id });
