import { CardListingEnded, nftTopic } from '@sfl/contracts';
import { type EventBus, type EventEnvelope, isEvent } from '@sfl/events';
import type { z } from 'zod';

/** subscriptions.graphql's MarketListingEnded: a listing that left the market. */
export interface MarketListingEnded {
  listingId: string;
  cardId: string;
  reason: z.output<typeof CardListingEnded.payload>['reason'];
}

/** Follows nft.events and hands each listing that ended (sold or delisted) to `publish`. */
export function listenForEndedListings(
  liveEvents: Pick<EventBus, 'listenLive'>,
  publish: (ended: MarketListingEnded) => void,
): Promise<void> {
  return liveEvents.listenLive([nftTopic.name], (event) => {
    const ended = endedListingOf(event);
    if (ended) publish(ended);
  });
}

export function endedListingOf(event: EventEnvelope): MarketListingEnded | null {
  if (!isEvent(event, CardListingEnded)) return null;
  const { listingId, cardId, reason } = event.payload;
  return { listingId, cardId, reason };
}
