import { Field, InputType } from '@nestjs/graphql';
import { UsersTypes } from '../../graphql-types';

// Length and character rules live in the service (credential-rules.ts) so both mutations
// report them with the same domain errors; GraphQL only guarantees the shape.

@InputType({ registerIn: UsersTypes })
export class RegisterInput {
  @Field()
  username: string;

  @Field()
  password: string;
}

@InputType({ registerIn: UsersTypes })
export class LoginInput {
  @Field()
  username: string;

  @Field()
  password: string;
}
