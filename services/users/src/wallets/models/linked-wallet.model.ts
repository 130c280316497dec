import { Field, ObjectType } from '@nestjs/graphql';
import { UsersTypes } from '../../graphql-types';

@ObjectType('LinkedWallet', {
  registerIn: UsersTypes,
  description: 'A Sui wallet the user proved they control by signing a message.',
})
export class LinkedWalletModel {
  @Field({ description: 'Normalized Sui address: 0x and 64 lower-case hex digits.' })
  address: string;

  @Field()
  linkedAt: Date;
}
