import { Query, Resolver } from '@nestjs/graphql';
import { CurrentContext, type InternalContext } from '@sfl/auth-context';
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
  async nftListings(@CurrentContext() context: InternalContext): Promise<NftListingModel[]> {
    const listings = await this.listings.listings(chainReadCaller(context));
    return listings.map((listing) => ({ ...listing, player: footballerReference(listing.playerId) }));
  }
}
