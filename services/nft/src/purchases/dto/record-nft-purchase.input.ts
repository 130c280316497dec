import { Field, InputType } from '@nestjs/graphql';
import { Mist } from '../../shared/mist.scalar';
import { NftTypes } from '../../graphql-types';

@InputType({ registerIn: NftTypes })
export class RecordNftPurchaseInput {
  @Field({ description: 'The PlayerCard object id that was bought.' })
  tokenId: string;

  @Field({ description: "The collection's Move package id." })
  contractAddress: string;

  @Field(() => Mist, { description: 'What was paid, in MIST; more than 0.' })
  purchasePrice: bigint;

  @Field({ description: 'The digest of the market::buy transaction (base58).' })
  transactionHash: string;

  @Field({ description: "The buyer: one of the caller's linked wallets." })
  userWalletAddress: string;
}
