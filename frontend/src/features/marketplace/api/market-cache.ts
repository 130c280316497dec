import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';

type CachedListingPage = { __typename: string; total: number; items: readonly Reference[] };

/**
 * Takes a listing that left the market (sold, taken back) off every cached list of it: each searched page
 * of the Listings tab (its total one less) and My Listings; then forgets the listing itself.
 */
export function removeEndedListing(cache: ApolloCache, listingId: string): void {
  const id = cache.identify({ __typename: 'MarketListing', id: listingId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      marketListings(existing: CachedListingPage | Reference) {
        // A page has no id of its own: it is stored in the field, never as a reference.
        if (!('items' in existing)) return existing;
        const items = existing.items.filter((item) => item.__ref !== id);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: Math.max(0, existing.total - 1) };
      },
      myListings(existing: readonly Reference[]) {
        const items = existing.filter((item) => item.__ref !== id);
        return items.length === existing.length ? existing : items;
      },
    },
  });
  cache.evict({ id });
  cache.gc();
}

/**
 * After a purchase the buyer's SPL, cards and team value changed. What is on screen is read again (the
 * balance, the lists, the cards the squad pages share through the cache); the figures shown elsewhere are
 * dropped, so home and /team read them again when opened.
 */
export async function refreshAfterPurchase(client: ApolloClient): Promise<void> {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myStats' });
  client.cache.gc();
  // A failed read keeps what is shown; the next visit reads it again.
  await client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
