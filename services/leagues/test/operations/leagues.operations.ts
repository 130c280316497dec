// The leagues' GraphQL operations as the pages send them, with every field the tests read.

export const LEAGUE_FIELDS = `id name description prizeDetails maxParticipants memberCount entryFee prizePool
  firstPrize secondPrize thirdPrize pot startGameweek endGameweek startDate endDate status phase championship
  isPrivate creator { id } inviteCode myMembership { id status refusal } createdAt`;
export const STANDINGS_FIELDS = 'standings { rank manager { id } points lastGameweekPoints prize }';
export const GAMEWEEKS_FIELDS = 'gameweeks { gameweek final scores { manager { id } points } }';
export const MEMBERSHIP_FIELDS = 'id status refusal joinedAt firstGameweek league { id memberCount status }';

export const CREATE_LEAGUE = `mutation CreateLeague($input: CreateLeagueInput!) {
  createLeague(input: $input) { ${LEAGUE_FIELDS} } }`;
export const JOIN_LEAGUE = `mutation JoinLeague($leagueId: ID!) { joinLeague(leagueId: $leagueId) { ${MEMBERSHIP_FIELDS} } }`;
export const JOIN_BY_CODE = `mutation JoinLeagueByCode($code: String!) {
  joinLeagueByCode(inviteCode: $code) { ${MEMBERSHIP_FIELDS} } }`;
export const LEAGUE = `query League($id: ID!) { league(id: $id) { ${LEAGUE_FIELDS} ${STANDINGS_FIELDS} ${GAMEWEEKS_FIELDS} } }`;
export const LEAGUES = `query Leagues($limit: Int! = 20, $offset: Int! = 0) {
  leagues(limit: $limit, offset: $offset) { total items { id name status phase } } }`;
export const MY_LEAGUES = `query MyLeagues($limit: Int, $offset: Int) {
  myLeagues(limit: $limit, offset: $offset) { id name rank points status phase } }`;
export const LEAGUE_MEMBERSHIP = `query LeagueMembership($id: ID!) { leagueMembership(id: $id) { ${MEMBERSHIP_FIELDS} } }`;
