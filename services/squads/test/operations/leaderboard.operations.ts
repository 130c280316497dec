import type { GraphQLOperation } from '@sfl/testing';

const ENTRY = 'id rank username teamName totalPoints';

export const leaderboardOperation = (
  variables: { limit?: number; offset?: number } = {},
): GraphQLOperation => ({
  query: `query Leaderboard($limit: Int, $offset: Int) {
    leaderboard(limit: $limit, offset: $offset) { entries { ${ENTRY} } total } }`,
  variables,
});

/** `selection` defaults to every field; fragments go after the operation. */
export const myLeaderboardEntryOperation = (selection = ENTRY, fragments = ''): GraphQLOperation => ({
  query: `query MyLeaderboardEntry { myLeaderboardEntry { ${selection} } } ${fragments}`,
});

/** `gameweeks` takes its defaults unless a page is given. */
export const myStatsOperation = (gameweeks: { limit?: number; offset?: number } = {}): GraphQLOperation => ({
  query: `query MyStats($limit: Int, $offset: Int) { myStats {
    totalPoints rank teamValue weeklyPoints matchesPlayed averagePoints
    gameweeks(limit: $limit, offset: $offset) { gameweek points final }
  } }`,
  variables: gameweeks,
});
