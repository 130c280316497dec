import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { toast } from '@/components/ui/toast';
import { removeEndedListing } from '@/features/marketplace/api/market-cache';
import {
  DelistCardDocument,
  ListCardDocument,
  RepriceListingDocument,
} from '@/features/marketplace/api/market-mutations';
import { formatSpl } from '@/lib/spl-amount';
import type { MarketListingFieldsFragment } from '@/graphql/__generated__/graphql';

/** Why a change was refused, in the server's words; null when it was done. */
export type ActionError = string | null;

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(({ message }) => message).join(' ');
  return 'The marketplace could not be reached. Check your connection and try again.';
}

/** Listing a card, repricing and delisting a listing, each with its toast and the cached lists kept right. */
export function useListingActions() {
  const [listCard, { loading: listing }] = useMutation(ListCardDocument, {
    update(cache, { data }) {
      const listed = data?.listCard;
      if (!listed) return;
      const ref = cache.identify(listed);
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          myListings(existing: readonly Reference[], { toReference }) {
            const added = ref ? toReference(ref) : undefined;
            return added && !existing.some((item) => item.__ref === added.__ref)
              ? [added, ...existing]
              : existing;
          },
        },
      });
      // Every searched list may now include it: read again when shown.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'marketListings' });
      cache.gc();
    },
  });
  const [repriceListing] = useMutation(RepriceListingDocument);
  const [delistCard] = useMutation(DelistCardDocument, {
    update(cache, { data }) {
      if (data) removeEndedListing(cache, data.delistCard.id);
    },
  });

  async function list(cardId: string, name: string, price: number): Promise<ActionError> {
    try {
      await listCard({ variables: { cardId, price } });
      toast({
        title: 'Listed for sale',
        description: `${name} is on the market for ${formatSpl(price)}.`,
      });
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }

  async function reprice(listing: MarketListingFieldsFragment, price: number): Promise<ActionError> {
    try {
      await repriceListing({ variables: { listingId: listing.id, price } });
      toast({
        title: 'Price updated',
        description: `${listing.players.name} is now ${formatSpl(price)}.`,
      });
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }

  async function delist(listing: MarketListingFieldsFragment): Promise<ActionError> {
    try {
      await delistCard({ variables: { listingId: listing.id } });
      toast({ title: 'Listing removed', description: `${listing.players.name} is off the market.` });
      return null;
    } catch (error) {
      const message = messageOf(error);
      toast({ title: 'Listing not removed', description: message, variant: 'destructive' });
      return message;
    }
  }

  return { list, listing, reprice, delist };
}
