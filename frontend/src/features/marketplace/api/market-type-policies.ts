import type { TypePolicies } from '@apollo/client';
import { offsetListPolicy, offsetPagePolicy } from '@/lib/apollo-offset-page';

// The Listings and New Cards tabs: one cached list per search and position, read a page at a time; the
// cards to sell: one list, every page read (the squads feature reads the same field the same way).
export const marketTypePolicies: TypePolicies = {
  Query: {
    fields: {
      marketListings: offsetPagePolicy(['search', 'position']),
      newCardOffers: offsetPagePolicy(['search', 'position']),
      myCards: offsetListPolicy(),
    },
  },
};
