import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

/** Stub of the nft subgraph's entity: this subgraph only hands out references to it. */
@ObjectType('PlayerCard', { registerIn: SquadsTypes })
@Directive('@key(fields: "id", resolvable: false)')
export class PlayerCardModel {
  @Field(() => ID)
  id: string;
}

export const playerCardReference = (id: string): PlayerCardModel => ({ id });
