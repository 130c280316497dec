import type { TypePolicies } from '@apollo/client';
import { offsetListPolicy, offsetPagePolicy } from '@/lib/apollo-offset-page';

const MARKET_LIST_KEY_ARGS = ['search', 'position', 'sort', 'minForm', 'maxPrice', 'maxDifficulty'];

// The Listings and New Cards tabs: one cached list per search, position, sort and filters, read a page at a time; the
// cards to sell: one list, every page read (the squads feature reads the same field the same way).
export const marketTypePolicies: TypePolicies = {
  Query: {
    fields: {
      marketListings: offsetPagePolicy(MARKET_LIST_KEY_ARGS),
      newCardOffers: offsetPagePolicy(MARKET_LIST_KEY_ARGS),
      myCards: offsetListPolicy(),
    },
  },
};
