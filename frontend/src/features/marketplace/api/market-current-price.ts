import type { ApolloClient } from '@apollo/client';
import { MarketListingsDocument, NewCardOffersDocument } from '@/features/marketplace/api/market.queries';

// The server refuses longer searches; a footballer's name fits.
const MAX_SEARCH_LENGTH = 50;
const MAX_READ = 100;

/**
 * What the listing or the new card costs now, read from the server (its player's name searched); null when
 * it is no longer on the market or could not be read.
 */
export async function readCurrentPrice(
  client: ApolloClient,
  target: { kind: 'listing' | 'new-card'; id: string; player: { name: string } },
): Promise<number | null> {
  const variables = {
    search: target.player.name.slice(0, MAX_SEARCH_LENGTH),
    position: null,
    limit: MAX_READ,
    offset: 0,
  };
  try {
    if (target.kind === 'listing') {
      const { data } = await client.query({
        query: MarketListingsDocument,
        variables,
        fetchPolicy: 'network-only',
      });
      return (
        data?.marketListings.items.find((listing) => listing.id === target.id)?.marketplace.price ?? null
      );
    }
    const { data } = await client.query({
      query: NewCardOffersDocument,
      variables,
      fetchPolicy: 'network-only',
    });
    return data?.newCardOffers.items.find((offer) => offer.players.id === target.id)?.price ?? null;
  } catch {
    return null;
  }
}
