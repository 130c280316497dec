import { Inject, Injectable } from '@nestjs/common';
import type { KeyValueStore } from '@sfl/cache';
import { KEY_VALUE_STORE } from '../nft.tokens';
import type { MarketListing } from './listing-decoder';

// Long enough that page views do not each hit the full node, short enough that a sold card
// disappears quickly (a purchase of a card no longer listed aborts on chain anyway).
export const LISTINGS_TTL_MS = 10_000;

type StoredListing = Omit<MarketListing, 'price'> & { price: string };

/** The market's listings, briefly kept in the shared store (Redis or in-process). */
@Injectable()
export class ListingsCache {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  async get(marketId: string): Promise<MarketListing[] | null> {
    const stored = await this.store.get(this.key(marketId));
    if (stored === null) return null;
    return (JSON.parse(stored) as StoredListing[]).map((listing) => ({
      ...listing,
      price: BigInt(listing.price),
    }));
  }

  async set(marketId: string, listings: MarketListing[]): Promise<void> {
    const stored: StoredListing[] = listings.map((listing) => ({
      ...listing,
      price: listing.price.toString(),
    }));
    await this.store.set(this.key(marketId), JSON.stringify(stored), LISTINGS_TTL_MS);
  }

  /** After a verified purchase: the sold card must not be offered again from the cache. */
  async forget(marketId: string): Promise<void> {
    await this.store.delete(this.key(marketId));
  }

  private key(marketId: string) {
    return `nft:listings:${marketId}`;
  }
}
