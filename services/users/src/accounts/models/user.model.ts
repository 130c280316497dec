import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { UsersTypes } from '../../graphql-types';

@ObjectType('User', {
  registerIn: UsersTypes,
  description: 'A manager: the account behind a squad, leagues and SPL balance.',
})
@Directive('@key(fields: "id")')
export class UserModel {
  @Field(() => ID)
  id: string;

  @Field()
  username: string;

  @Field()
  createdAt: Date;
}
