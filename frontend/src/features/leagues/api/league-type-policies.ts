import type { TypePolicies } from '@apollo/client';
import { offsetListPolicy, offsetPagePolicy } from '@/lib/apollo-offset-page';

export const leagueTypePolicies: TypePolicies = {
  // Available Leagues: one list, read a page at a time (Load more); My Leagues: one list, every page read.
  Query: { fields: { leagues: offsetPagePolicy(false), myLeagues: offsetListPolicy() } },
  // Standings and gameweeks are answered whole each time (live while a gameweek is played): replace them.
  League: { fields: { standings: { merge: false }, gameweeks: { merge: false } } },
};
