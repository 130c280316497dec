// The leagues' and spl-rewards' GraphQL operations as the pages send them, with the fields the
// competitions tests read.

const LEAGUE_FIELDS = 'id phase status pot memberCount inviteCode';
const MEMBERSHIP_FIELDS = 'id status refusal';

export const CREATE_LEAGUE = `mutation($input: CreateLeagueInput!) { createLeague(input: $input) { ${LEAGUE_FIELDS} } }`;
export const JOIN_LEAGUE = `mutation($id: ID!) { joinLeague(leagueId: $id) { ${MEMBERSHIP_FIELDS} } }`;
export const JOIN_BY_CODE = `mutation($code: String!) { joinLeagueByCode(inviteCode: $code) { ${MEMBERSHIP_FIELDS} } }`;
export const LEAGUE = `query($id: ID!) { league(id: $id) { ${LEAGUE_FIELDS}
  standings { rank manager { id } points lastGameweekPoints prize } } }`;
export const LEAGUES = '{ leagues(limit: 100) { items { id } } }';
export const MY_LEAGUES = '{ myLeagues { id rank points status phase } }';
export const LEAGUE_MEMBERSHIP = `query($id: ID!) { leagueMembership(id: $id) { ${MEMBERSHIP_FIELDS} } }`;

const BATTLE_FIELDS =
  'id status wager prize gameweek funded result refusal opponent { id } challengerScore opponentScore';

export const CREATE_BATTLE = `mutation($input: CreateBattleInput!) { createBattle(input: $input) { ${BATTLE_FIELDS} } }`;
export const ACCEPT_BATTLE = `mutation($id: ID!) { acceptBattle(battleId: $id) { ${BATTLE_FIELDS} } }`;
export const CANCEL_BATTLE = `mutation($id: ID!) { cancelBattle(battleId: $id) { ${BATTLE_FIELDS} } }`;
export const BATTLE = `query($id: ID!) { battle(id: $id) { ${BATTLE_FIELDS} } }`;
export const OPEN_BATTLES = '{ openBattles { id } }';
