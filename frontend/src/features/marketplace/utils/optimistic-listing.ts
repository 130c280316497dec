import type {
  MarketListingFieldsFragment,
  SellableCardFieldsFragment,
} from '@/graphql/__generated__/graphql';
import type { User } from '@/lib/session/user';

// The listing as the server will answer a listing or a delisting, shown before its answer comes; the answer
// replaces it (the listing's own ids, the time it was listed).

/** The caller's new listing of `card` at `price`, under a stand-in id until the server names it. */
export function newListing(
  card: SellableCardFieldsFragment,
  price: number,
  seller: User,
): MarketListingFieldsFragment {
  const { footballer } = card;
  const id = `optimistic-${card.id}`;
  return {
    __typename: 'MarketListing',
    id,
    cardId: card.id,
    listedAt: new Date().toISOString(),
    marketplace: { __typename: 'MarketplaceEntry', id, price, isActive: true },
    players: {
      __typename: 'MarketPlayer',
      id: footballer.id,
      name: footballer.name,
      club: footballer.club.name,
      overall: footballer.overall,
      position: footballer.position,
      rarity: card.rarity,
    },
    users: { __typename: 'User', id: seller.id, username: seller.username },
  };
}

/** The listing taken off the market. */
export function delistedListing(listing: MarketListingFieldsFragment): MarketListingFieldsFragment {
  return { ...listing, marketplace: { ...listing.marketplace, isActive: false } };
}
