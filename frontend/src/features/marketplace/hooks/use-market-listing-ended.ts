import { useState } from 'react';
import { skipToken, useSubscription } from '@apollo/client/react';
import { removeEndedListing } from '@/features/marketplace/api/market-cache';
import { MarketListingEndedDocument } from '@/features/marketplace/api/market-listing-ended.subscription';
import type { MarketListingEndedSubscription } from '@/graphql/__generated__/graphql';

export type MarketListingEnded = MarketListingEndedSubscription['marketListingEnded'];

/** How the open lists learn that a listing ended: pushed over the socket (signed in), or read again. */
export type MarketUpdateMode = 'subscription' | 'polling';

/**
 * Takes every listing that leaves the market (sold to anyone, taken back) off the lists on screen without a
 * reload. The socket needs the session cookie: a visitor, or a manager whose subscription was refused,
 * gets 'polling' and the lists are read again every few seconds instead. `onEnded` runs before the
 * listing leaves the cache (the page can still read what it was).
 */
export function useMarketListingEnded(
  userId: string | null,
  onEnded?: (ended: MarketListingEnded) => void,
): MarketUpdateMode {
  // Remembered per user: a refusal for one account must not keep the next one on polling.
  const [refusedUserId, setRefusedUserId] = useState<string | null>(null);
  const subscribed = userId !== null && refusedUserId !== userId;

  useSubscription(
    MarketListingEndedDocument,
    subscribed
      ? {
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ client, data }) => {
            const ended = data.data?.marketListingEnded;
            if (!ended) return;
            onEnded?.(ended);
            removeEndedListing(client.cache, ended.listingId);
          },
          onError: () => setRefusedUserId(userId),
        }
      : skipToken,
  );

  return subscribed ? 'subscription' : 'polling';
}
