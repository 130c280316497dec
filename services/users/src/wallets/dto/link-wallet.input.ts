import { Field, InputType } from '@nestjs/graphql';
import { UsersTypes } from '../../graphql-types';

@InputType({ registerIn: UsersTypes })
export class LinkWalletInput {
  @Field({ description: 'The nonce of a challenge from requestWalletLinkChallenge.' })
  nonce: string;

  @Field({ description: 'The wallet signature of the challenge message (base64, Sui serialized).' })
  signature: string;
}
