import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { LeaguesTypes } from '../../graphql-types';

/** Stub of the users subgraph's entity: a manager's username comes from there. */
@ObjectType('User', { registerIn: LeaguesTypes })
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceModel {
  @Field(() => ID)
  id: string;
}

/** The reference to a manager, as a field of another type answers it. */
export const userRef = (id: string): UserReferenceModel => ({ id });
