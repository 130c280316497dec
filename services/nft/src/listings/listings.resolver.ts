import { Query, Resolver } from '@nestjs/graphql';
import { CurrentContext, type InternalContext } from '@sfl/auth-context';
import { LimitArg, OffsetArg, pageOf } from '@sfl/subgraph';
import { chainReadCaller } from '../chain-reads/chain-read-budget';
import { footballerReference } from '../footballers/models/footballer.model';
import { NftListingModel } from './models/nft-listing.model';
import { ListingsService } from './listings.service';

@Resolver()
export class ListingsResolver {
  constructor(private readonly listings: ListingsService) {}

  @Query(() => [NftListingModel], {
    description: "Public: the cards for sale on the collection's market (read from the chain, cached 10 s).",
  })
  async nftListings(
    @CurrentContext() context: InternalContext,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<NftListingModel[]> {
    // The market is read and cached whole; a page of it reaches the client.
    const listings = pageOf(await this.listings.listings(chainReadCaller(context)), { limit, offset });
    return listings.map((listing) => ({ ...listing, player: footballerReference(listing.playerId) }));
  }
}
