// The GraphQL operation behind the REST facade's league call, and the REST shape of its answer.

export const JOIN_LEAGUE = `mutation FacadeJoinLeague($leagueId: ID!) {
  joinLeague(leagueId: $leagueId) { id status league { id } } }`;

export interface JoinedLeague {
  id: string;
  status: string;
  league: { id: string };
}

/** `{ id, leagueId, status }` with the status in lower case (active, pending, refused). */
export const joinAnswer = ({ id, status, league }: JoinedLeague) => ({
  id,
  leagueId: league.id,
  status: status.toLowerCase(),
});
