import { graphql } from '@/graphql/__generated__';

/** The actions of one match as they happen; only ids, so the dialog re-reads the match to name the players. */
export const MatchActionDocument = graphql(`
  subscription MatchAction($matchId: ID!) {
    matchAction(matchId: $matchId) {
      id
      matchId
      kind
      minute
    }
  }
`);
