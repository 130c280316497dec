import { Inject, Injectable } from '@nestjs/common';
import { type KeyValueStore, ReadThroughCache } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';
import type { MarketListing } from './listing-decoder';

// Long enough that page views do not each hit the full node, short enough that a sold card
// disappears quickly (a purchase of a card no longer listed aborts on chain anyway).
export const LISTINGS_TTL_MS = 10_000;

type StoredListing = Omit<MarketListing, 'price'> & { price: string };

/** The market's listings, briefly kept in the shared store (Redis or in-process). */
@Injectable()
export class ListingsCache {
  private readonly recent: ReadThroughCache<MarketListing[]>;

  constructor(@Inject(KEY_VALUE_STORE) store: KeyValueStore) {
    this.recent = new ReadThroughCache(store, {
      prefix: 'nft:listings',
      ttlMs: LISTINGS_TTL_MS,
      // Prices are u64 MIST: bigint, which JSON cannot carry.
      serialize: (listings) =>
        JSON.stringify(
          listings.map((listing): StoredListing => ({ ...listing, price: listing.price.toString() })),
        ),
      deserialize: (stored) =>
        (JSON.parse(stored) as StoredListing[]).map((listing) => ({
          ...listing,
          price: BigInt(listing.price),
        })),
    });
  }

  /** The market's listings from the last 10 s, else what `scan` reads (and then kept). */
  get(marketId: string, scan: () => Promise<MarketListing[]>): Promise<MarketListing[]> {
    return this.recent.get(marketId, scan);
  }

  /** After a verified purchase: the sold card must not be offered again from the cache. */
  forget(marketId: string): Promise<void> {
    return this.recent.forget(marketId);
  }
}
