import type { TypePolicies } from '@apollo/client';
import { offsetListPolicy } from '@/lib/apollo-offset-page';

export const squadTypePolicies: TypePolicies = {
  // The signed-in manager's own squad and figures are the only ones the client reads: one cached object
  // each, so a saved squad or a new captain (mutation answers) shows on every page at once.
  Squad: { keyFields: [] },
  ManagerStats: { keyFields: [] },
  // A footballer's season totals and market are read whole on his page and in part by the squad builder:
  // the parts join rather than one replacing the other.
  Footballer: { fields: { seasonTotals: { merge: true }, market: { merge: true } } },
  // The caller's cards, read a page at a time into one list (the squad builder reads them all).
  Query: { fields: { myCards: offsetListPolicy() } },
};
