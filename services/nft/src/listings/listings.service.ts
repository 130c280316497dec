import { Inject, Injectable } from '@nestjs/common';
import type { ChainReader } from '@sfl/sui-chain';
import { ChainReadBudget } from '../chain-reads/chain-read-budget';
import { PlayerCollection } from '../collection/player-collection';
import { CHAIN_READER } from '@sfl/subgraph';
import { decodeListings, type MarketListing } from './listing-decoder';
import { ListingsCache } from './listings.cache';

/** The cards for sale: the market's dynamic object fields, read from the chain. */
@Injectable()
export class ListingsService {
  constructor(
    @Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'listDynamicObjects'>,
    private readonly collection: PlayerCollection,
    private readonly cache: ListingsCache,
    private readonly budget: ChainReadBudget,
  ) {}

  /** From the cache when fresh; otherwise a rescan of the market, charged to `caller`. */
  async listings(caller: string): Promise<MarketListing[]> {
    const deployed = this.collection.deployed;
    if (!deployed) return [];
    return this.cache.get(deployed.marketId, async () => {
      await this.budget.spend(caller);
      return decodeListings(await this.chain.listDynamicObjects(deployed.marketId), deployed);
    });
  }
}
