import { Field, InputType } from '@nestjs/graphql';
import { NftTypes } from '../../graphql-types';

@InputType({ registerIn: NftTypes })
export class VerifyNftOwnershipInput {
  @Field({ description: 'The wallet that should own the card (Sui address).' })
  userAddress: string;

  @Field({ description: 'The PlayerCard object id.' })
  tokenId: string;

  @Field({ description: "The collection's Move package id." })
  contractAddress: string;
}
