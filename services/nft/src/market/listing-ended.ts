import { CardListingEnded } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { MarketListingEntity } from './entities/market-listing.entity';

/** Records that the listing left the market (sold or taken back), in the caller's transaction. */
export function recordListingEnded(
  manager: EntityManager,
  listing: MarketListingEntity,
  reason: 'SOLD' | 'DELISTED',
  endedAt: Date,
) {
  return recordEvent(manager, CardListingEnded, {
    aggregateId: listing.cardId,
    payload: {
      listingId: listing.id,
      cardId: listing.cardId,
      sellerId: listing.sellerId,
      reason,
      endedAt: endedAt.toISOString(),
    },
  });
}
