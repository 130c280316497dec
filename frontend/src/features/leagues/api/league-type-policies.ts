import type { TypePolicies } from '@apollo/client';
import { offsetPagePolicy } from '@/lib/apollo-offset-page';

export const leagueTypePolicies: TypePolicies = {
  // Available Leagues: one list, read a page at a time (Load more).
  Query: { fields: { leagues: offsetPagePolicy(false) } },
  // Standings and gameweeks are answered whole each time (live while a gameweek is played): replace them.
  League: { fields: { standings: { merge: false }, gameweeks: { merge: false } } },
};
