import type { TypePolicies } from '@apollo/client';
import { offsetPagePolicy } from '@/lib/apollo-offset-page';

// The Listings and New Cards tabs: one cached list per search and position, read a page at a time.
export const marketTypePolicies: TypePolicies = {
  Query: {
    fields: {
      marketListings: offsetPagePolicy(['search', 'position']),
      newCardOffers: offsetPagePolicy(['search', 'position']),
    },
  },
};
