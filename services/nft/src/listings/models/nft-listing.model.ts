import { Field, ID, ObjectType } from '@nestjs/graphql';
import { FootballerModel } from '../../footballers/models/footballer.model';
import { Mist } from '../../shared/mist.scalar';
import { NftTypes } from '../../graphql-types';

@ObjectType('NftListing', {
  registerIn: NftTypes,
  description: "A player card for sale on the collection's market.",
})
export class NftListingModel {
  @Field(() => ID, { description: 'The Listing object id (a dynamic object field of the market).' })
  id: string;

  @Field({ description: 'The PlayerCard object id: pass it to market::buy.' })
  tokenId: string;

  @Field(() => ID, { description: 'The footballer the card stands for.' })
  playerId: string;

  @Field({ description: 'The Move package of the collection.' })
  contractAddress: string;

  @Field(() => Mist, { description: 'The exact price to pay, in MIST.' })
  price: bigint;

  @Field({ description: 'The address the payment goes to.' })
  seller: string;

  @Field(() => FootballerModel, { nullable: true })
  player: FootballerModel | null;
}
