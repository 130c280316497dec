import { Query, Resolver } from '@nestjs/graphql';
import { NftCollectionModel } from './models/nft-collection.model';
import { PlayerCollection } from './player-collection';

@Resolver()
export class CollectionResolver {
  constructor(private readonly collection: PlayerCollection) {}

  @Query(() => NftCollectionModel, { description: 'Public: the collection on the configured network.' })
  nftCollection(): NftCollectionModel {
    const deployed = this.collection.deployed;
    return {
      network: this.collection.network,
      packageId: deployed?.packageId ?? null,
      marketId: deployed?.marketId ?? null,
      cardType: deployed?.types.card ?? null,
    };
  }
}
