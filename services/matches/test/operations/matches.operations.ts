import type { GraphQLOperation } from '@sfl/testing';

const CLUB = 'id name shortName';
const FOOTBALLER = `id name position positionGroup overall rarity available club { ${CLUB} }`;
const MATCH = `id gameweek kickoffAt status minute homeScore awayScore score version
  homeClub { ${CLUB} } awayClub { ${CLUB} }`;
const ACTION = `id minute kind homeScore awayScore club { id } footballer { id name } assist { id } related { id }`;
const INJURY = `id playerName team position injury severity expectedReturn status impactOnTeam lastUpdate
  footballer { id available }`;

export const clubsOperation = (): GraphQLOperation => ({
  query: `query Clubs { clubs { ${CLUB} footballers { id position overall } } }`,
});

export const clubOperation = (id: string): GraphQLOperation => ({
  query: `query Club($id: ID!) { club(id: $id) { ${CLUB} } }`,
  variables: { id },
});

export const footballersOperation = (
  filter?: Record<string, unknown> | null,
  limit?: number | null,
  offset?: number,
): GraphQLOperation => ({
  query: `query Footballers($filter: FootballerFilter, $limit: Int, $offset: Int) {
    footballers(filter: $filter, limit: $limit, offset: $offset) { ${FOOTBALLER} } }`,
  variables: {
    filter,
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
  },
});

export const footballerOperation = (id: string): GraphQLOperation => ({
  query: `query Footballer($id: ID!) { footballer(id: $id) { ${FOOTBALLER} injury { id status } } }`,
  variables: { id },
});

export const currentGameweekOperation = (): GraphQLOperation => ({
  query: 'query Current { currentGameweek }',
});

export const fixturesOperation = (gameweek: number): GraphQLOperation => ({
  query: `query Fixtures($gameweek: Int!) { fixtures(gameweek: $gameweek) { ${MATCH} } }`,
  variables: { gameweek },
});

export const liveMatchesOperation = (): GraphQLOperation => ({
  query: `query Live { liveMatches { ${MATCH} } }`,
});

export const matchOperation = (id: string): GraphQLOperation => ({
  query: `query Match($id: ID!) { match(id: $id) { ${MATCH} actions { ${ACTION} } } }`,
  variables: { id },
});

export const topPerformersOperation = (gameweek?: number, limit?: number): GraphQLOperation => ({
  query: `query Top($gameweek: Int, $limit: Int) {
    topPerformers(gameweek: $gameweek, limit: $limit) { gameweek points goals assists footballer { id name position } } }`,
  variables: { gameweek, ...(limit !== undefined ? { limit } : {}) },
});

export const injuriesOperation = (page: { limit?: number; offset?: number } = {}): GraphQLOperation => ({
  query: `query Injuries($limit: Int, $offset: Int) { injuries(limit: $limit, offset: $offset) { ${INJURY} } }`,
  variables: page,
});

export const ingestMatchFeedOperation = (feed: string): GraphQLOperation => ({
  query: `mutation Ingest($feed: String!) { ingestMatchFeed(feed: $feed) { matchesCreated actionsApplied matchesFinished } }`,
  variables: { feed },
});

export const entitiesOperation = (
  representations: { __typename: string; id: string }[],
): GraphQLOperation => ({
  query: `query Entities($reps: [_Any!]!) { _entities(representations: $reps) {
    ... on Club { id name }
    ... on Footballer { id name club { id } }
    ... on Match { id gameweek status homeClub { id } } } }`,
  variables: { reps: representations },
});

const GAMEWEEK = 'number season deadline status matches';

export const scoringRulesOperation = (): GraphQLOperation => ({
  query: 'query Rules { scoringRules { rule action note points { group points } } }',
});

export const currentSeasonOperation = (): GraphQLOperation => ({
  query: 'query Season { currentSeason { number firstGameweek lastGameweek } }',
});

export const gameweekOperation = (number: number): GraphQLOperation => ({
  query: `query Gameweek($number: Int!) { gameweek(number: $number) { ${GAMEWEEK} } }`,
  variables: { number },
});

export const gameweeksOperation = (limit?: number, offset?: number): GraphQLOperation => ({
  query: `query Gameweeks($limit: Int, $offset: Int) { gameweeks(limit: $limit, offset: $offset) { ${GAMEWEEK} } }`,
  variables: { ...(limit !== undefined ? { limit } : {}), ...(offset !== undefined ? { offset } : {}) },
});

const GAME_CLOCK = 'held gameTime';

export const holdGameClockOperation = (): GraphQLOperation => ({
  query: `mutation HoldGameClock { holdGameClock { ${GAME_CLOCK} } }`,
});

export const resumeGameClockOperation = (): GraphQLOperation => ({
  query: `mutation ResumeGameClock { resumeGameClock { ${GAME_CLOCK} } }`,
});

export const advanceGameClockOperation = (
  gameweek: number,
  until: 'STARTED' | 'FINISHED',
): GraphQLOperation => ({
  query: `mutation AdvanceGameClock($input: AdvanceGameClockInput!) { advanceGameClock(input: $input) { ${GAME_CLOCK} } }`,
  variables: { input: { gameweek, until } },
});

export const upcomingFixturesOperation = (limit: number): GraphQLOperation => ({
  query: `query UpcomingFixtures($limit: Int!) { upcomingFixtures(limit: $limit) { id gameweek kickoffAt status } }`,
  variables: { limit },
});

export const gameClockOperation = (): GraphQLOperation => ({
  query: `query GameClock { gameClock { ${GAME_CLOCK} } }`,
});

export const liveGameweekOperation = (): GraphQLOperation => ({
  query: `query LiveGameweek { liveGameweek { number status } }`,
});

export const upcomingGameweeksOperation = (limit: number): GraphQLOperation => ({
  query: `query UpcomingGameweeks($limit: Int!) { upcomingGameweeks(limit: $limit) { number status } }`,
  variables: { limit },
});

export const nextGameweekOperation = (): GraphQLOperation => ({
  query: `query NextGameweek { nextGameweek { number status deadline } }`,
});

const FOOTBALLER_FIGURES = `gameweeks { gameweek points minutes goals assists cleanSheet } form
  seasonTotals { appearances minutes goals assists cleanSheets points }`;
const NEXT_FIXTURE = 'matchId gameweek kickoffAt home opponent { id } difficulty';

export const footballerFiguresOperation = (id: string, nextFixtures?: number): GraphQLOperation => ({
  query: `query FootballerFigures($id: ID!, $limit: Int) { footballer(id: $id) {
    id ${FOOTBALLER_FIGURES} nextFixtures(limit: $limit) { ${NEXT_FIXTURE} } } }`,
  variables: { id, ...(nextFixtures !== undefined ? { limit: nextFixtures } : {}) },
});

/** The figures of many footballers at once, as the gateway asks for a market page's references. */
export const footballerFiguresEntitiesOperation = (
  ids: string[],
  nextFixtures: number,
): GraphQLOperation => ({
  query: `query FootballersFigures($reps: [_Any!]!, $limit: Int!) { _entities(representations: $reps) {
    ... on Footballer { id ${FOOTBALLER_FIGURES} nextFixtures(limit: $limit) { ${NEXT_FIXTURE} } } } }`,
  variables: { reps: ids.map((id) => ({ __typename: 'Footballer', id })), limit: nextFixtures },
});
