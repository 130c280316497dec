import { Field, ObjectType } from '@nestjs/graphql';
import { UsersTypes } from '../../graphql-types';

@ObjectType('WalletLinkChallenge', {
  registerIn: UsersTypes,
  description: 'A one-time message to sign with the wallet, then pass with its nonce to linkWallet.',
})
export class WalletLinkChallengeModel {
  @Field()
  nonce: string;

  @Field({ description: 'Sign exactly this text as a personal message.' })
  message: string;

  @Field()
  expiresAt: Date;
}
