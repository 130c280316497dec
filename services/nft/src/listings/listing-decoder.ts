import { normalizeSuiAddress } from '@mysten/sui/utils';
import { Listing, type ChainObject } from '@sfl/sui-chain';
import type { DeployedCollection } from '../collection/player-collection';

/** A listing as this service reads it from the market; price in MIST. */
export interface MarketListing {
  id: string;
  tokenId: string;
  playerId: string;
  contractAddress: string;
  price: bigint;
  seller: string;
}

/**
 * The market's children that are our `Listing`s, decoded from their BCS; anything else hanging
 * off the market (another type, or content that does not parse) is skipped.
 */
export function decodeListings(objects: ChainObject[], collection: DeployedCollection): MarketListing[] {
  const listings: MarketListing[] = [];
  for (const object of objects) {
    if (object.type !== collection.types.listing || !object.content) continue;
    let listing;
    try {
      listing = Listing.parse(object.content);
    } catch {
      continue;
    }
    listings.push({
      id: normalizeSuiAddress(object.objectId),
      tokenId: normalizeSuiAddress(listing.card.id),
      playerId: listing.card.player_id,
      contractAddress: collection.packageId,
      price: BigInt(listing.price),
      seller: normalizeSuiAddress(listing.seller),
    });
  }
  return listings;
}
