import { graphql } from '@/graphql/__generated__';

export const BuyListingDocument = graphql(`
  mutation BuyListing($listingId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {
    buyListing(listingId: $listingId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {
      ...MarketPurchaseFields
    }
  }
`);

export const BuyNewCardDocument = graphql(`
  mutation BuyNewCard($footballerId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {
    buyNewCard(footballerId: $footballerId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {
      ...MarketPurchaseFields
    }
  }
`);

export const ListCardDocument = graphql(`
  mutation ListCard($cardId: ID!, $price: Int!) {
    listCard(cardId: $cardId, price: $price) {
      ...MarketListingFields
    }
  }
`);

export const RepriceListingDocument = graphql(`
  mutation RepriceListing($listingId: ID!, $price: Int!) {
    repriceListing(listingId: $listingId, price: $price) {
      ...MarketListingFields
    }
  }
`);

export const DelistCardDocument = graphql(`
  mutation DelistCard($listingId: ID!) {
    delistCard(listingId: $listingId) {
      ...MarketListingFields
    }
  }
`);
