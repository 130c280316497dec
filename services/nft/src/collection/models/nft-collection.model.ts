import { Field, ObjectType } from '@nestjs/graphql';
import { NftTypes } from '../../graphql-types';

@ObjectType('NftCollection', {
  registerIn: NftTypes,
  description: 'Where the player-card collection lives: what a wallet needs to build a purchase.',
})
export class NftCollectionModel {
  @Field({ description: 'The Sui network the server reads: mainnet, testnet, devnet or localnet.' })
  network: string;

  @Field(() => String, {
    nullable: true,
    description: 'The Move package (player_card and market modules); null when not deployed on this network.',
  })
  packageId: string | null;

  @Field(() => String, { nullable: true, description: 'The shared Market object passed to market::buy.' })
  marketId: string | null;

  @Field(() => String, { nullable: true, description: 'The PlayerCard struct tag.' })
  cardType: string | null;
}
