// The GraphQL operation behind the REST facade's league call, and the REST shape of its answer.

import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../graphql/__generated__';

export const JOIN_LEAGUE = graphql(`
  mutation FacadeJoinLeague($leagueId: ID!) {
    joinLeague(leagueId: $leagueId) {
      id
      status
      league {
        id
      }
    }
  }
`);

type JoinedLeague = ResultOf<typeof JOIN_LEAGUE>['joinLeague'];

/** `{ id, leagueId, status }` with the status in lower case (active, pending, refused). */
export const joinAnswer = ({ id, status, league }: JoinedLeague) => ({
  id,
  leagueId: league.id,
  status: status.toLowerCase(),
});
