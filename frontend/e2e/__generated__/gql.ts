/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation E2eCreateChampionship($input: CreateChampionshipInput!) {\n    createChampionship(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.E2eCreateChampionshipDocument,
    "\n  query E2eSquadLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      bench {\n        id\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n    myCards {\n      id\n      footballer {\n        id\n        name\n        positionGroup\n      }\n    }\n  }\n": typeof types.E2eSquadLocksDocument,
    "\n  mutation E2eBenchOnly($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      bench {\n        id\n      }\n    }\n  }\n": typeof types.E2eBenchOnlyDocument,
    "\n  query E2eGameweekPoints($gameweek: Int!, $offset: Int!) {\n    myStats {\n      gameweeks {\n        gameweek\n        points\n        final\n      }\n    }\n    topPerformers(gameweek: $gameweek, limit: 100, offset: $offset) {\n      points\n      footballer {\n        id\n      }\n    }\n  }\n": typeof types.E2eGameweekPointsDocument,
    "\n  query E2eGameweekDeadline($number: Int!) {\n    gameweek(number: $number) {\n      deadline\n      status\n    }\n  }\n": typeof types.E2eGameweekDeadlineDocument,
    "\n  query E2eTopFormOffer {\n    newCardOffers(sort: FORM, limit: 1) {\n      items {\n        players {\n          footballer {\n            form\n          }\n        }\n      }\n    }\n  }\n": typeof types.E2eTopFormOfferDocument,
    "\n  mutation E2eChallenge($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      id\n    }\n  }\n": typeof types.E2eChallengeDocument,
    "\n  mutation E2eCreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": typeof types.E2eCreateLeagueDocument,
    "\n  query E2eStarterLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      slots {\n        card {\n          id\n          footballer {\n            name\n          }\n        }\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n  }\n": typeof types.E2eStarterLocksDocument,
    "\n  query E2eMyStarters {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            club {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.E2eMyStartersDocument,
    "\n  query E2eFeedSetup {\n    currentGameweek\n    clubs {\n      id\n      name\n    }\n    liveMatches {\n      id\n      homeClub {\n        id\n      }\n      awayClub {\n        id\n      }\n    }\n  }\n": typeof types.E2eFeedSetupDocument,
    "\n  query E2eClubSquad($id: ID!) {\n    club(id: $id) {\n      id\n      footballers {\n        id\n      }\n    }\n  }\n": typeof types.E2eClubSquadDocument,
    "\n  mutation E2eHoldGameClock {\n    holdGameClock {\n      held\n    }\n  }\n": typeof types.E2eHoldGameClockDocument,
    "\n  mutation E2eResumeGameClock {\n    resumeGameClock {\n      held\n    }\n  }\n": typeof types.E2eResumeGameClockDocument,
    "\n  mutation E2eAdvanceGameClock($input: AdvanceGameClockInput!) {\n    advanceGameClock(input: $input) {\n      held\n    }\n  }\n": typeof types.E2eAdvanceGameClockDocument,
    "\n  query E2eGameweekClock {\n    currentGameweek\n  }\n": typeof types.E2eGameweekClockDocument,
    "\n  query E2eNextGameweek {\n    nextGameweek {\n      number\n    }\n  }\n": typeof types.E2eNextGameweekDocument,
    "\n  query E2eSeason {\n    currentSeason {\n      lastGameweek\n    }\n  }\n": typeof types.E2eSeasonDocument,
    "\n  query E2eCanListCards {\n    canListCards\n  }\n": typeof types.E2eCanListCardsDocument,
    "\n  query E2eNewCardOffers($limit: Int!, $offset: Int!) {\n    newCardOffers(limit: $limit, offset: $offset) {\n      total\n      items {\n        price\n        remaining\n        players {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.E2eNewCardOffersDocument,
    "\n  query E2eMyFootballers {\n    myCards {\n      footballer {\n        id\n      }\n    }\n  }\n": typeof types.E2eMyFootballersDocument,
    "\n  mutation E2eIngestMatchFeed($feed: String!) {\n    ingestMatchFeed(feed: $feed) {\n      actionsApplied\n    }\n  }\n": typeof types.E2eIngestMatchFeedDocument,
    "\n  mutation E2eA11yLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": typeof types.E2eA11yLeagueDocument,
    "\n  query E2eA11yStarter {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.E2eA11yStarterDocument,
};
const documents: Documents = {
    "\n  mutation E2eCreateChampionship($input: CreateChampionshipInput!) {\n    createChampionship(input: $input) {\n      id\n      status\n    }\n  }\n": types.E2eCreateChampionshipDocument,
    "\n  query E2eSquadLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      bench {\n        id\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n    myCards {\n      id\n      footballer {\n        id\n        name\n        positionGroup\n      }\n    }\n  }\n": types.E2eSquadLocksDocument,
    "\n  mutation E2eBenchOnly($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      bench {\n        id\n      }\n    }\n  }\n": types.E2eBenchOnlyDocument,
    "\n  query E2eGameweekPoints($gameweek: Int!, $offset: Int!) {\n    myStats {\n      gameweeks {\n        gameweek\n        points\n        final\n      }\n    }\n    topPerformers(gameweek: $gameweek, limit: 100, offset: $offset) {\n      points\n      footballer {\n        id\n      }\n    }\n  }\n": types.E2eGameweekPointsDocument,
    "\n  query E2eGameweekDeadline($number: Int!) {\n    gameweek(number: $number) {\n      deadline\n      status\n    }\n  }\n": types.E2eGameweekDeadlineDocument,
    "\n  query E2eTopFormOffer {\n    newCardOffers(sort: FORM, limit: 1) {\n      items {\n        players {\n          footballer {\n            form\n          }\n        }\n      }\n    }\n  }\n": types.E2eTopFormOfferDocument,
    "\n  mutation E2eChallenge($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      id\n    }\n  }\n": types.E2eChallengeDocument,
    "\n  mutation E2eCreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": types.E2eCreateLeagueDocument,
    "\n  query E2eStarterLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      slots {\n        card {\n          id\n          footballer {\n            name\n          }\n        }\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n  }\n": types.E2eStarterLocksDocument,
    "\n  query E2eMyStarters {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            club {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.E2eMyStartersDocument,
    "\n  query E2eFeedSetup {\n    currentGameweek\n    clubs {\n      id\n      name\n    }\n    liveMatches {\n      id\n      homeClub {\n        id\n      }\n      awayClub {\n        id\n      }\n    }\n  }\n": types.E2eFeedSetupDocument,
    "\n  query E2eClubSquad($id: ID!) {\n    club(id: $id) {\n      id\n      footballers {\n        id\n      }\n    }\n  }\n": types.E2eClubSquadDocument,
    "\n  mutation E2eHoldGameClock {\n    holdGameClock {\n      held\n    }\n  }\n": types.E2eHoldGameClockDocument,
    "\n  mutation E2eResumeGameClock {\n    resumeGameClock {\n      held\n    }\n  }\n": types.E2eResumeGameClockDocument,
    "\n  mutation E2eAdvanceGameClock($input: AdvanceGameClockInput!) {\n    advanceGameClock(input: $input) {\n      held\n    }\n  }\n": types.E2eAdvanceGameClockDocument,
    "\n  query E2eGameweekClock {\n    currentGameweek\n  }\n": types.E2eGameweekClockDocument,
    "\n  query E2eNextGameweek {\n    nextGameweek {\n      number\n    }\n  }\n": types.E2eNextGameweekDocument,
    "\n  query E2eSeason {\n    currentSeason {\n      lastGameweek\n    }\n  }\n": types.E2eSeasonDocument,
    "\n  query E2eCanListCards {\n    canListCards\n  }\n": types.E2eCanListCardsDocument,
    "\n  query E2eNewCardOffers($limit: Int!, $offset: Int!) {\n    newCardOffers(limit: $limit, offset: $offset) {\n      total\n      items {\n        price\n        remaining\n        players {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.E2eNewCardOffersDocument,
    "\n  query E2eMyFootballers {\n    myCards {\n      footballer {\n        id\n      }\n    }\n  }\n": types.E2eMyFootballersDocument,
    "\n  mutation E2eIngestMatchFeed($feed: String!) {\n    ingestMatchFeed(feed: $feed) {\n      actionsApplied\n    }\n  }\n": types.E2eIngestMatchFeedDocument,
    "\n  mutation E2eA11yLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": types.E2eA11yLeagueDocument,
    "\n  query E2eA11yStarter {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.E2eA11yStarterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eCreateChampionship($input: CreateChampionshipInput!) {\n    createChampionship(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation E2eCreateChampionship($input: CreateChampionshipInput!) {\n    createChampionship(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eSquadLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      bench {\n        id\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n    myCards {\n      id\n      footballer {\n        id\n        name\n        positionGroup\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eSquadLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      bench {\n        id\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n    myCards {\n      id\n      footballer {\n        id\n        name\n        positionGroup\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eBenchOnly($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      bench {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation E2eBenchOnly($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      bench {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eGameweekPoints($gameweek: Int!, $offset: Int!) {\n    myStats {\n      gameweeks {\n        gameweek\n        points\n        final\n      }\n    }\n    topPerformers(gameweek: $gameweek, limit: 100, offset: $offset) {\n      points\n      footballer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eGameweekPoints($gameweek: Int!, $offset: Int!) {\n    myStats {\n      gameweeks {\n        gameweek\n        points\n        final\n      }\n    }\n    topPerformers(gameweek: $gameweek, limit: 100, offset: $offset) {\n      points\n      footballer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eGameweekDeadline($number: Int!) {\n    gameweek(number: $number) {\n      deadline\n      status\n    }\n  }\n"): (typeof documents)["\n  query E2eGameweekDeadline($number: Int!) {\n    gameweek(number: $number) {\n      deadline\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eTopFormOffer {\n    newCardOffers(sort: FORM, limit: 1) {\n      items {\n        players {\n          footballer {\n            form\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eTopFormOffer {\n    newCardOffers(sort: FORM, limit: 1) {\n      items {\n        players {\n          footballer {\n            form\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eChallenge($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation E2eChallenge($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eCreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation E2eCreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eStarterLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      slots {\n        card {\n          id\n          footballer {\n            name\n          }\n        }\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eStarterLocks($gameweek: Int!) {\n    gameweek(number: $gameweek) {\n      deadline\n    }\n    mySquad {\n      slots {\n        card {\n          id\n          footballer {\n            name\n          }\n        }\n      }\n      locks {\n        gameweek\n        live\n        cards {\n          cardId\n          lockAt\n          locked\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eMyStarters {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            club {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eMyStarters {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            club {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eFeedSetup {\n    currentGameweek\n    clubs {\n      id\n      name\n    }\n    liveMatches {\n      id\n      homeClub {\n        id\n      }\n      awayClub {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eFeedSetup {\n    currentGameweek\n    clubs {\n      id\n      name\n    }\n    liveMatches {\n      id\n      homeClub {\n        id\n      }\n      awayClub {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eClubSquad($id: ID!) {\n    club(id: $id) {\n      id\n      footballers {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eClubSquad($id: ID!) {\n    club(id: $id) {\n      id\n      footballers {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eHoldGameClock {\n    holdGameClock {\n      held\n    }\n  }\n"): (typeof documents)["\n  mutation E2eHoldGameClock {\n    holdGameClock {\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eResumeGameClock {\n    resumeGameClock {\n      held\n    }\n  }\n"): (typeof documents)["\n  mutation E2eResumeGameClock {\n    resumeGameClock {\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAdvanceGameClock($input: AdvanceGameClockInput!) {\n    advanceGameClock(input: $input) {\n      held\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAdvanceGameClock($input: AdvanceGameClockInput!) {\n    advanceGameClock(input: $input) {\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eGameweekClock {\n    currentGameweek\n  }\n"): (typeof documents)["\n  query E2eGameweekClock {\n    currentGameweek\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eNextGameweek {\n    nextGameweek {\n      number\n    }\n  }\n"): (typeof documents)["\n  query E2eNextGameweek {\n    nextGameweek {\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eSeason {\n    currentSeason {\n      lastGameweek\n    }\n  }\n"): (typeof documents)["\n  query E2eSeason {\n    currentSeason {\n      lastGameweek\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eCanListCards {\n    canListCards\n  }\n"): (typeof documents)["\n  query E2eCanListCards {\n    canListCards\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eNewCardOffers($limit: Int!, $offset: Int!) {\n    newCardOffers(limit: $limit, offset: $offset) {\n      total\n      items {\n        price\n        remaining\n        players {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eNewCardOffers($limit: Int!, $offset: Int!) {\n    newCardOffers(limit: $limit, offset: $offset) {\n      total\n      items {\n        price\n        remaining\n        players {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eMyFootballers {\n    myCards {\n      footballer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eMyFootballers {\n    myCards {\n      footballer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eIngestMatchFeed($feed: String!) {\n    ingestMatchFeed(feed: $feed) {\n      actionsApplied\n    }\n  }\n"): (typeof documents)["\n  mutation E2eIngestMatchFeed($feed: String!) {\n    ingestMatchFeed(feed: $feed) {\n      actionsApplied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eA11yLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation E2eA11yLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eA11yStarter {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eA11yStarter {\n    mySquad {\n      slots {\n        card {\n          footballer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;