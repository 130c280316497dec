/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdvanceGameClockInput = {
  gameweek: number;
  until: GameClockTarget;
};

/** The kind of league a championship runs as. */
export type ChampionshipLeagueType =
  | 'OTHER'
  | 'SUPER'
  | 'TEST_CHAMPIONSHIP';

/** PRE_REGISTRATION until its registration deadline, UPCOMING until its first gameweek starts, ACTIVE while its gameweeks are played, COMPLETED once its last gameweek is finished. */
export type ChampionshipStatus =
  | 'ACTIVE'
  | 'COMPLETED'
  | 'PRE_REGISTRATION'
  | 'UPCOMING';

export type CreateBattleInput = {
  /** The manager challenged, by username; null or '' for an open challenge anyone may accept. */
  opponentUsername?: string | null | undefined;
  /** Whole SPL, 10 to 1,000. */
  wager?: number | null | undefined;
};

export type CreateChampionshipInput = {
  /** At most 500 characters. */
  description?: string | null | undefined;
  /** A scheduled gameweek, not before the start. */
  endGameweek: number;
  leagueType: ChampionshipLeagueType;
  /** 2 to 100. */
  maxParticipants: number;
  /** 1 to 60 characters, trimmed. */
  name: string;
  /** Default: the planned deadline of the gameweek before the start. */
  registrationDeadline?: string | null | undefined;
  /** A scheduled gameweek that has not started. */
  startGameweek: number;
};

export type CreateLeagueInput = {
  /** At most 500 characters. */
  description?: string | null | undefined;
  /** Instead of endGameweek (ISO date or date-time): the last gameweek planned to start on or before it. */
  endDate?: string | null | undefined;
  /** Default: the start gameweek + 3 (within the season). */
  endGameweek?: number | null | undefined;
  /** Whole SPL each joiner pays; 0 or more. */
  entryFee?: number | null | undefined;
  firstPrize?: number | null | undefined;
  /** Joined with its invite code only, and listed to its members only. */
  isPrivate?: boolean | null | undefined;
  /** 2 to 100. */
  maxParticipants?: number | null | undefined;
  /** Trimmed, 1 to 60 characters. */
  name: string;
  /** At most 500 characters. */
  prizeDetails?: string | null | undefined;
  /** Whole SPL the creator puts in. */
  prizePool?: number | null | undefined;
  secondPrize?: number | null | undefined;
  /** Instead of startGameweek (ISO date or date-time): the first gameweek planned to start on or after it. */
  startDate?: string | null | undefined;
  /** Default: the next gameweek. */
  startGameweek?: number | null | undefined;
  thirdPrize?: number | null | undefined;
};

/** How far to play a gameweek: until its first match has kicked off (its deadline), or its last is final. */
export type GameClockTarget =
  | 'FINISHED'
  | 'STARTED';

/** UPCOMING until its first match kicks off, LIVE until its last match is final, then FINISHED. */
export type GameweekStatus =
  | 'FINISHED'
  | 'LIVE'
  | 'UPCOMING';

/** GK, defenders, midfielders, attackers. */
export type PositionGroup =
  | 'ATT'
  | 'DEF'
  | 'GK'
  | 'MID';

export type SaveSquadInput = {
  /** At most 6 card ids, in bench order. */
  bench: Array<string>;
  /** A starter. */
  captainCardId?: string | null | undefined;
  /** One of squadRules.formations. */
  formation: string;
  /** Exactly 11 card ids in the formation's slot order; null leaves a slot empty. */
  starters: Array<string | null | undefined>;
  /** 1 to 30 characters; spaces at either end are dropped. */
  teamName: string;
  /** A starter other than the captain. */
  viceCaptainCardId?: string | null | undefined;
};

export type E2eCreateChampionshipMutationVariables = Exact<{
  input: CreateChampionshipInput;
}>;


export type E2eCreateChampionshipMutation = { __typename: 'Mutation', createChampionship: { __typename: 'Championship', id: string, status: ChampionshipStatus } };

export type E2eSquadLocksQueryVariables = Exact<{
  gameweek: number;
}>;


export type E2eSquadLocksQuery = { __typename: 'Query', gameweek: { __typename: 'Gameweek', deadline: string } | null, mySquad: { __typename: 'Squad', bench: Array<{ __typename: 'PlayerCard', id: string }>, locks: { __typename: 'SquadLocks', gameweek: number, live: boolean, cards: Array<{ __typename: 'SquadCardLock', cardId: string, lockAt: string | null, locked: boolean }> } | null }, myCards: Array<{ __typename: 'PlayerCard', id: string, footballer: { __typename: 'Footballer', id: string, name: string, positionGroup: PositionGroup } }> };

export type E2eBenchOnlyMutationVariables = Exact<{
  input: SaveSquadInput;
}>;


export type E2eBenchOnlyMutation = { __typename: 'Mutation', saveSquad: { __typename: 'Squad', bench: Array<{ __typename: 'PlayerCard', id: string }> } };

export type E2eGameweekPointsQueryVariables = Exact<{
  gameweek: number;
  offset: number;
}>;


export type E2eGameweekPointsQuery = { __typename: 'Query', myStats: { __typename: 'ManagerStats', gameweeks: Array<{ __typename: 'ManagerGameweekPoints', gameweek: number, points: number, final: boolean }> }, topPerformers: Array<{ __typename: 'FootballerPerformance', points: number, footballer: { __typename: 'Footballer', id: string } }> };

export type E2eGameweekDeadlineQueryVariables = Exact<{
  number: number;
}>;


export type E2eGameweekDeadlineQuery = { __typename: 'Query', gameweek: { __typename: 'Gameweek', deadline: string, status: GameweekStatus } | null };

export type E2eTopFormOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eTopFormOfferQuery = { __typename: 'Query', newCardOffers: { __typename: 'NewCardOfferPage', items: Array<{ __typename: 'NewCardOffer', players: { __typename: 'MarketPlayer', footballer: { __typename: 'Footballer', form: number } } }> } };

export type E2eChallengeMutationVariables = Exact<{
  input: CreateBattleInput;
}>;


export type E2eChallengeMutation = { __typename: 'Mutation', createBattle: { __typename: 'Battle', id: string } };

export type E2eCreateLeagueMutationVariables = Exact<{
  input: CreateLeagueInput;
}>;


export type E2eCreateLeagueMutation = { __typename: 'Mutation', createLeague: { __typename: 'League', id: string } };

export type E2eStarterLocksQueryVariables = Exact<{
  gameweek: number;
}>;


export type E2eStarterLocksQuery = { __typename: 'Query', gameweek: { __typename: 'Gameweek', deadline: string } | null, mySquad: { __typename: 'Squad', slots: Array<{ __typename: 'SquadSlot', card: { __typename: 'PlayerCard', id: string, footballer: { __typename: 'Footballer', name: string } } | null }>, locks: { __typename: 'SquadLocks', gameweek: number, live: boolean, cards: Array<{ __typename: 'SquadCardLock', cardId: string, lockAt: string | null, locked: boolean }> } | null } };

export type E2eMyStartersQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eMyStartersQuery = { __typename: 'Query', mySquad: { __typename: 'Squad', slots: Array<{ __typename: 'SquadSlot', card: { __typename: 'PlayerCard', footballer: { __typename: 'Footballer', id: string, club: { __typename: 'Club', id: string } } } | null }> } };

export type E2eFeedSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eFeedSetupQuery = { __typename: 'Query', currentGameweek: number, clubs: Array<{ __typename: 'Club', id: string, name: string }>, liveMatches: Array<{ __typename: 'Match', id: string, homeClub: { __typename: 'Club', id: string }, awayClub: { __typename: 'Club', id: string } }> };

export type E2eClubSquadQueryVariables = Exact<{
  id: string;
}>;


export type E2eClubSquadQuery = { __typename: 'Query', club: { __typename: 'Club', id: string, footballers: Array<{ __typename: 'Footballer', id: string }> } | null };

export type E2eHoldGameClockMutationVariables = Exact<{ [key: string]: never; }>;


export type E2eHoldGameClockMutation = { __typename: 'Mutation', holdGameClock: { __typename: 'GameClock', held: boolean } };

export type E2eResumeGameClockMutationVariables = Exact<{ [key: string]: never; }>;


export type E2eResumeGameClockMutation = { __typename: 'Mutation', resumeGameClock: { __typename: 'GameClock', held: boolean } };

export type E2eAdvanceGameClockMutationVariables = Exact<{
  input: AdvanceGameClockInput;
}>;


export type E2eAdvanceGameClockMutation = { __typename: 'Mutation', advanceGameClock: { __typename: 'GameClock', held: boolean } };

export type E2eGameweekClockQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eGameweekClockQuery = { __typename: 'Query', currentGameweek: number };

export type E2eNextGameweekQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eNextGameweekQuery = { __typename: 'Query', nextGameweek: { __typename: 'Gameweek', number: number } | null };

export type E2eSeasonQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eSeasonQuery = { __typename: 'Query', currentSeason: { __typename: 'Season', lastGameweek: number } | null };

export type E2eCanListCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eCanListCardsQuery = { __typename: 'Query', canListCards: boolean };

export type E2eNewCardOffersQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type E2eNewCardOffersQuery = { __typename: 'Query', newCardOffers: { __typename: 'NewCardOfferPage', total: number, items: Array<{ __typename: 'NewCardOffer', price: number, remaining: number, players: { __typename: 'MarketPlayer', id: string, name: string } }> } };

export type E2eMyFootballersQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eMyFootballersQuery = { __typename: 'Query', myCards: Array<{ __typename: 'PlayerCard', footballer: { __typename: 'Footballer', id: string } }> };

export type E2eIngestMatchFeedMutationVariables = Exact<{
  feed: string;
}>;


export type E2eIngestMatchFeedMutation = { __typename: 'Mutation', ingestMatchFeed: { __typename: 'FeedIngestResult', actionsApplied: number } };

export type E2eA11yLeagueMutationVariables = Exact<{
  input: CreateLeagueInput;
}>;


export type E2eA11yLeagueMutation = { __typename: 'Mutation', createLeague: { __typename: 'League', id: string } };

export type E2eA11yStarterQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eA11yStarterQuery = { __typename: 'Query', mySquad: { __typename: 'Squad', slots: Array<{ __typename: 'SquadSlot', card: { __typename: 'PlayerCard', footballer: { __typename: 'Footballer', id: string, name: string } } | null }> } };


export const E2eCreateChampionshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eCreateChampionship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChampionshipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChampionship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<E2eCreateChampionshipMutation, E2eCreateChampionshipMutationVariables>;
export const E2eSquadLocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eSquadLocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySquad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bench"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"lockAt"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionGroup"}}]}}]}}]}}]} as unknown as DocumentNode<E2eSquadLocksQuery, E2eSquadLocksQueryVariables>;
export const E2eBenchOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eBenchOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSquadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSquad"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bench"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<E2eBenchOnlyMutation, E2eBenchOnlyMutationVariables>;
export const E2eGameweekPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eGameweekPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"final"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPerformers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameweek"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<E2eGameweekPointsQuery, E2eGameweekPointsQueryVariables>;
export const E2eGameweekDeadlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eGameweekDeadline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<E2eGameweekDeadlineQuery, E2eGameweekDeadlineQueryVariables>;
export const E2eTopFormOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eTopFormOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newCardOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"FORM"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<E2eTopFormOfferQuery, E2eTopFormOfferQueryVariables>;
export const E2eChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBattleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBattle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<E2eChallengeMutation, E2eChallengeMutationVariables>;
export const E2eCreateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eCreateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<E2eCreateLeagueMutation, E2eCreateLeagueMutationVariables>;
export const E2eStarterLocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eStarterLocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameweek"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySquad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameweek"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"lockAt"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]}}]} as unknown as DocumentNode<E2eStarterLocksQuery, E2eStarterLocksQueryVariables>;
export const E2eMyStartersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eMyStarters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySquad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<E2eMyStartersQuery, E2eMyStartersQueryVariables>;
export const E2eFeedSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eFeedSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentGameweek"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"homeClub"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayClub"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<E2eFeedSetupQuery, E2eFeedSetupQueryVariables>;
export const E2eClubSquadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eClubSquad"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"club"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"footballers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<E2eClubSquadQuery, E2eClubSquadQueryVariables>;
export const E2eHoldGameClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eHoldGameClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdGameClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"held"}}]}}]}}]} as unknown as DocumentNode<E2eHoldGameClockMutation, E2eHoldGameClockMutationVariables>;
export const E2eResumeGameClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eResumeGameClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeGameClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"held"}}]}}]}}]} as unknown as DocumentNode<E2eResumeGameClockMutation, E2eResumeGameClockMutationVariables>;
export const E2eAdvanceGameClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eAdvanceGameClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceGameClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceGameClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"held"}}]}}]}}]} as unknown as DocumentNode<E2eAdvanceGameClockMutation, E2eAdvanceGameClockMutationVariables>;
export const E2eGameweekClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eGameweekClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentGameweek"}}]}}]} as unknown as DocumentNode<E2eGameweekClockQuery, E2eGameweekClockQueryVariables>;
export const E2eNextGameweekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eNextGameweek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextGameweek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<E2eNextGameweekQuery, E2eNextGameweekQueryVariables>;
export const E2eSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastGameweek"}}]}}]}}]} as unknown as DocumentNode<E2eSeasonQuery, E2eSeasonQueryVariables>;
export const E2eCanListCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eCanListCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canListCards"}}]}}]} as unknown as DocumentNode<E2eCanListCardsQuery, E2eCanListCardsQueryVariables>;
export const E2eNewCardOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eNewCardOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newCardOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<E2eNewCardOffersQuery, E2eNewCardOffersQueryVariables>;
export const E2eMyFootballersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eMyFootballers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<E2eMyFootballersQuery, E2eMyFootballersQueryVariables>;
export const E2eIngestMatchFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eIngestMatchFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingestMatchFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsApplied"}}]}}]}}]} as unknown as DocumentNode<E2eIngestMatchFeedMutation, E2eIngestMatchFeedMutationVariables>;
export const E2eA11yLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"E2eA11yLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<E2eA11yLeagueMutation, E2eA11yLeagueMutationVariables>;
export const E2eA11yStarterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E2eA11yStarter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySquad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footballer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<E2eA11yStarterQuery, E2eA11yStarterQueryVariables>;