import { Field, ID, ObjectType } from '@nestjs/graphql';
import { FootballerModel } from '../../footballers/models/footballer.model';
import { Mist } from '../../shared/mist.scalar';
import { NftTypes } from '../../graphql-types';

@ObjectType('OwnedNft', {
  registerIn: NftTypes,
  description: 'A player card the user bought on chain, with its verified purchase.',
})
export class OwnedNftModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The PlayerCard object id.' })
  tokenId: string;

  @Field()
  contractAddress: string;

  @Field(() => Mist)
  purchasePrice: string;

  @Field({ description: "'verified': the purchase was checked against the chain." })
  verificationStatus: string;

  @Field()
  transactionDigest: string;

  @Field({ description: 'The linked wallet that bought the card.' })
  walletAddress: string;

  @Field()
  acquiredAt: Date;

  @Field(() => FootballerModel, {
    nullable: true,
    description: 'The footballer the card stands for; null if the card names one this product does not know.',
  })
  player: FootballerModel | null;
}
