import { graphql } from '@/graphql/__generated__';

/** Every listing that leaves the market (sold or taken back), for every open market page. */
export const MarketListingEndedDocument = graphql(`
  subscription MarketListingEnded {
    marketListingEnded {
      listingId
      cardId
      reason
    }
  }
`);
