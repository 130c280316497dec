import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { toast } from '@/components/ui/toast';
import { refusalMessage, toastRollback } from '@/lib/rollback-toast';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { removeEndedListing } from '@/features/marketplace/api/market-cache';
import {
  DelistCardDocument,
  ListCardDocument,
  RepriceListingDocument,
} from '@/features/marketplace/api/market.mutations';
import { delistedListing, newListing } from '@/features/marketplace/utils/optimistic-listing';
import { formatSpl } from '@/lib/spl-amount';
import type {
  MarketListingFieldsFragment,
  SellableCardFieldsFragment,
} from '@/graphql/__generated__/graphql';

/** Why a change was refused, in the server's words; null when it was done. */
export type ActionError = string | null;

const messageOf = (error: unknown) =>
  refusalMessage(error, 'The marketplace could not be reached. Check your connection and try again.');

/**
 * Listing a card, repricing and delisting a listing, each with its toast and the cached lists kept right.
 * A listing and a delisting show in the lists at once (the server nearly always agrees); a refusal puts the
 * lists back as they were and says why in a toast.
 */
export function useListingActions() {
  const { user } = useCurrentUser();
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

  async function list(card: SellableCardFieldsFragment, price: number): Promise<ActionError> {
    const name = card.footballer.name;
    try {
      await listCard({
        variables: { cardId: card.id, price },
        optimisticResponse: user
          ? { __typename: 'Mutation', listCard: newListing(card, price, user) }
          : undefined,
      });
      toast({ title: 'Listed for sale', description: `${name} is on the market for ${formatSpl(price)}.` });
      return null;
    } catch (error) {
      const message = messageOf(error);
      toastRollback({
        failed: `Couldn't list ${name}`,
        reason: message,
        restored: `${name} is off the market, among your cards to sell again.`,
      });
      return message;
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
    const name = listing.players.name;
    try {
      await delistCard({
        variables: { listingId: listing.id },
        optimisticResponse: { __typename: 'Mutation', delistCard: delistedListing(listing) },
      });
      toast({ title: 'Listing removed', description: `${name} is off the market.` });
      return null;
    } catch (error) {
      const message = messageOf(error);
      toastRollback({
        failed: `Couldn't delist ${name}`,
        reason: message,
        restored: `${name} is back in My Listings, still on the market.`,
      });
      return message;
    }
  }

  return { list, listing, reprice, delist };
}
