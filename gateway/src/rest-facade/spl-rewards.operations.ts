// The GraphQL operations behind the REST facade's SPL and achievements calls. Each selection is
// the REST body as it goes out: the fields the REST calls name, nested objects whole.

const CLUB = 'id name shortName';
const MATCH_DETAILS = `matchId footballerId footballerName homeClub { ${CLUB} } awayClub { ${CLUB} }
  homeScore awayScore minute`;

export const MY_SPL_BALANCE = 'query FacadeSplBalance { mySplBalance { currentBalance totalEarned } }';
export const MY_SPL_REWARDS = `query FacadeSplRewards { mySplRewards {
  id actionType isCaptain matchDetails { ${MATCH_DETAILS} } gameweek awardedAt splTokens } }`;
export const SPL_LEADERBOARD = 'query FacadeSplLeaderboard { splLeaderboard { id username splTokens } }';
export const MY_ACHIEVEMENTS = `query FacadeAchievements { myAchievements {
  id title description icon rarity category progress maxProgress unlocked unlockedAt reward { tokens badge nft } } }`;

export interface SplBalance {
  currentBalance: number;
  totalEarned: number;
}
