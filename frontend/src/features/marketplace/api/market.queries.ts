import { graphql } from '@/graphql/__generated__';

/** The Listings tab: active listings of managers, searched, sorted and filtered on the server, one page at a time. */
export const MarketListingsDocument = graphql(`
  query MarketListings(
    $search: String
    $position: PositionGroup
    $sort: MarketSort
    $minForm: Float
    $maxPrice: Int
    $maxDifficulty: Int
    $limit: Int!
    $offset: Int!
  ) {
    marketListings(
      search: $search
      position: $position
      sort: $sort
      minForm: $minForm
      maxPrice: $maxPrice
      maxDifficulty: $maxDifficulty
      limit: $limit
      offset: $offset
    ) {
      total
      items {
        ...MarketListingCardFields
      }
    }
  }
`);

/** The New Cards tab: the product's own cards at their tier's list price, with how many are left. */
export const NewCardOffersDocument = graphql(`
  query NewCardOffers(
    $search: String
    $position: PositionGroup
    $sort: MarketSort
    $minForm: Float
    $maxPrice: Int
    $maxDifficulty: Int
    $limit: Int!
    $offset: Int!
  ) {
    newCardOffers(
      search: $search
      position: $position
      sort: $sort
      minForm: $minForm
      maxPrice: $maxPrice
      maxDifficulty: $maxDifficulty
      limit: $limit
      offset: $offset
    ) {
      total
      items {
        ...NewCardOfferFields
      }
    }
  }
`);

/**
 * Signed in: the SPL to buy with (the same cached SplBalance the SPL page shows), the caller's open
 * listings and the cards they could sell.
 */
export const MyMarketDocument = graphql(`
  query MyMarket {
    mySplBalance {
      currentBalance
      totalEarned
      lockedBonus
      gameweeksUntilUnlocked
    }
    myListings {
      ...MarketListingFields
    }
    canListCards
    myCards {
      ...SellableCardFields
    }
  }
`);

/** The caller's cards after the first `offset`: every owned card may be sold, so all pages are read. */
export const MyMarketCardsFromDocument = graphql(`
  query MyMarketCardsFrom($offset: Int!) {
    myCards(offset: $offset) {
      ...SellableCardFields
    }
  }
`);

/** One of the caller's purchases, read until it settles. */
export const MarketPurchaseDocument = graphql(`
  query MarketPurchase($id: ID!) {
    marketPurchase(id: $id) {
      ...MarketPurchaseFields
    }
  }
`);
