/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AchievementCategory =
  | 'league'
  | 'scoring'
  | 'special'
  | 'team'
  | 'trading';

export type AchievementRarity =
  | 'common'
  | 'epic'
  | 'legendary'
  | 'rare'
  | 'special';

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

/** PENDING while the entry fee is being held; REFUSED when it could not be (the seat is free again). */
export type LeagueMembershipStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'REFUSED';

export type LoginInput = {
  password: string;
  username: string;
};

export type NotificationPreferencesInput = {
  email?: boolean;
  push?: boolean;
};

/** Where a footballer plays. */
export type Position =
  | 'CAM'
  | 'CB'
  | 'CDM'
  | 'CM'
  | 'GK'
  | 'LB'
  | 'LM'
  | 'LW'
  | 'LWB'
  | 'RB'
  | 'RM'
  | 'RW'
  | 'RWB'
  | 'ST';

/** GK, defenders, midfielders, attackers. */
export type PositionGroup =
  | 'ATT'
  | 'DEF'
  | 'GK'
  | 'MID';

export type PreRegistrationInput = {
  notificationPreferences?: NotificationPreferencesInput | null | undefined;
  /** One of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1. */
  preferredFormation?: string | null | undefined;
  /** Optional; at most 40 characters, trimmed. */
  teamName?: string | null | undefined;
};

/** Follows the rating: 90+ legendary, 85+ epic, 78+ rare. */
export type Rarity =
  | 'DEFAULT'
  | 'EPIC'
  | 'LEGENDARY'
  | 'RARE';

export type RecordNftPurchaseInput = {
  /** The collection's Move package id. */
  contractAddress: string;
  /** What was paid, in MIST; more than 0. */
  purchasePrice: unknown;
  /** The PlayerCard object id that was bought. */
  tokenId: string;
  /** The digest of the market::buy transaction (base58). */
  transactionHash: string;
  /** The buyer: one of the caller's linked wallets. */
  userWalletAddress: string;
};

export type RegisterInput = {
  password: string;
  username: string;
};

/** What a fielded footballer did that earned SPL. */
export type SplActionType =
  | 'assist'
  | 'clean_sheet'
  | 'goal'
  | 'penalty_save';

export type VerifyNftOwnershipInput = {
  /** The collection's Move package id. */
  contractAddress: string;
  /** The PlayerCard object id. */
  tokenId: string;
  /** The wallet that should own the card (Sui address). */
  userAddress: string;
};

export type FacadeChampionshipsQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeChampionshipsQuery = { championships: Array<{ id: string, name: string, description: string, leagueType: ChampionshipLeagueType, status: ChampionshipStatus, maxParticipants: number, startDate: string, registrationDeadline: string | null }> };

export type FacadePreRegistrationsQueryVariables = Exact<{
  id: string;
}>;


export type FacadePreRegistrationsQuery = { championship: { preRegistrations: Array<{ id: string, preferredFormation: string, manager: { username: string } }> } | null };

export type FacadePreRegisterMutationVariables = Exact<{
  id: string;
  input: PreRegistrationInput;
}>;


export type FacadePreRegisterMutation = { preRegisterForChampionship: { updated: boolean, preRegistration: { id: string, teamName: string, preferredFormation: string, notificationPreferences: { email: boolean, push: boolean } | null } } };

export type FacadeLeaderboardEntryFieldsFragment = { id: string, rank: number, username: string, teamName: string | null, totalPoints: number };

export type FacadeLeaderboardQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type FacadeLeaderboardQuery = { leaderboard: { entries: Array<{ id: string, rank: number, username: string, teamName: string | null, totalPoints: number }> } };

export type FacadeMyLeaderboardEntryQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeMyLeaderboardEntryQuery = { myLeaderboardEntry: { id: string, rank: number, username: string, teamName: string | null, totalPoints: number } | null };

export type FacadeJoinLeagueMutationVariables = Exact<{
  leagueId: string;
}>;


export type FacadeJoinLeagueMutation = { joinLeague: { id: string, status: LeagueMembershipStatus, league: { id: string } } };

export type FacadeCardPlayerFieldsFragment = { name: string, position: Position, rarity: Rarity, overall: number, club: { name: string } };

export type FacadeOwnedNftFieldsFragment = { id: string, purchasePrice: unknown, verificationStatus: string, tradeportTokenId: string, player: { name: string, position: Position, rarity: Rarity, overall: number, club: { name: string } } | null };

export type FacadeAvailableNftsQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeAvailableNftsQuery = { nftListings: Array<{ id: string, tokenId: string, playerId: string, contractAddress: string, price: unknown, seller: string, player: { name: string, position: Position, rarity: Rarity, overall: number, club: { name: string } } | null }> };

export type FacadeNftOwnershipQueryVariables = Exact<{
  userId: string;
}>;


export type FacadeNftOwnershipQuery = { nftsOfUser: Array<{ id: string, purchasePrice: unknown, verificationStatus: string, tradeportTokenId: string, player: { name: string, position: Position, rarity: Rarity, overall: number, club: { name: string } } | null }> };

export type FacadeVerifyNftOwnershipMutationVariables = Exact<{
  input: VerifyNftOwnershipInput;
}>;


export type FacadeVerifyNftOwnershipMutation = { verifyNftOwnership: { isValid: boolean } };

export type FacadeRecordNftPurchaseMutationVariables = Exact<{
  input: RecordNftPurchaseInput;
}>;


export type FacadeRecordNftPurchaseMutation = { recordNftPurchase: { id: string, purchasePrice: unknown, verificationStatus: string, tradeportTokenId: string, player: { name: string, position: Position, rarity: Rarity, overall: number, club: { name: string } } | null } };

export type FacadeSplBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeSplBalanceQuery = { mySplBalance: { currentBalance: number, totalEarned: number } };

export type FacadeSplRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeSplRewardsQuery = { mySplRewards: Array<{ id: string, actionType: SplActionType, isCaptain: boolean, gameweek: number, awardedAt: string, splTokens: number, matchDetails: { matchId: string, footballerId: string, footballerName: string, homeScore: number, awayScore: number, minute: number, homeClub: { id: string, name: string, shortName: string }, awayClub: { id: string, name: string, shortName: string } } }> };

export type FacadeSplLeaderboardQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeSplLeaderboardQuery = { splLeaderboard: Array<{ id: string, username: string, splTokens: number }> };

export type FacadeAchievementsQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeAchievementsQuery = { myAchievements: Array<{ id: string, title: string, description: string, icon: string, rarity: AchievementRarity, category: AchievementCategory, progress: number, maxProgress: number, unlocked: boolean, unlockedAt: string | null, reward: { tokens: number, badge: string | null, nft: string | null } }> };

export type FacadeUserFieldsFragment = { id: string, username: string, createdAt: string };

export type FacadeCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeCurrentUserQuery = { me: { id: string, username: string, createdAt: string } | null };

export type FacadeLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type FacadeLoginMutation = { login: { id: string, username: string, createdAt: string } };

export type FacadeRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type FacadeRegisterMutation = { register: { id: string, username: string, createdAt: string } };

export type FacadeLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type FacadeLogoutMutation = { logout: boolean };

export type FacadeLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type FacadeLogoutEverywhereMutation = { logoutEverywhere: boolean };

export type FacadeGameRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeGameRulesQuery = { scoringRules: Array<{ rule: string, action: string, note: string | null, points: Array<{ group: PositionGroup, points: number }> }>, currentSeason: { number: number, firstGameweek: number, lastGameweek: number } | null };

export type FacadeSquadRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FacadeSquadRulesQuery = { squadRules: { formations: Array<string>, squadSize: number, starters: number, benchSize: number, captainMultiplier: number } };

export const FacadeLeaderboardEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeLeaderboardEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}}]} as unknown as DocumentNode<FacadeLeaderboardEntryFieldsFragment, unknown>;
export const FacadeCardPlayerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeCardPlayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Footballer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]} as unknown as DocumentNode<FacadeCardPlayerFieldsFragment, unknown>;
export const FacadeOwnedNftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeOwnedNftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnedNft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"tradeportTokenId"},"name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeCardPlayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeCardPlayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Footballer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]} as unknown as DocumentNode<FacadeOwnedNftFieldsFragment, unknown>;
export const FacadeUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FacadeUserFieldsFragment, unknown>;
export const FacadeChampionshipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeChampionships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"championships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"leagueType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}}]}}]}}]} as unknown as DocumentNode<FacadeChampionshipsQuery, FacadeChampionshipsQueryVariables>;
export const FacadePreRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadePreRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"championship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredFormation"}}]}}]}}]}}]} as unknown as DocumentNode<FacadePreRegistrationsQuery, FacadePreRegistrationsQueryVariables>;
export const FacadePreRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadePreRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preRegisterForChampionship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"championshipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"preRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"preferredFormation"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"push"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FacadePreRegisterMutation, FacadePreRegisterMutationVariables>;
export const FacadeLeaderboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeLeaderboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeLeaderboardEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeLeaderboardEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}}]} as unknown as DocumentNode<FacadeLeaderboardQuery, FacadeLeaderboardQueryVariables>;
export const FacadeMyLeaderboardEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeMyLeaderboardEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeaderboardEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeLeaderboardEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeLeaderboardEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}}]} as unknown as DocumentNode<FacadeMyLeaderboardEntryQuery, FacadeMyLeaderboardEntryQueryVariables>;
export const FacadeJoinLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeJoinLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<FacadeJoinLeagueMutation, FacadeJoinLeagueMutationVariables>;
export const FacadeAvailableNftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeAvailableNfts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nftListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeCardPlayerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeCardPlayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Footballer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]} as unknown as DocumentNode<FacadeAvailableNftsQuery, FacadeAvailableNftsQueryVariables>;
export const FacadeNftOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeNftOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nftsOfUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeOwnedNftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeCardPlayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Footballer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeOwnedNftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnedNft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"tradeportTokenId"},"name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeCardPlayerFields"}}]}}]}}]} as unknown as DocumentNode<FacadeNftOwnershipQuery, FacadeNftOwnershipQueryVariables>;
export const FacadeVerifyNftOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeVerifyNftOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyNftOwnershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyNftOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isValid"}}]}}]}}]} as unknown as DocumentNode<FacadeVerifyNftOwnershipMutation, FacadeVerifyNftOwnershipMutationVariables>;
export const FacadeRecordNftPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeRecordNftPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordNftPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNftPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeOwnedNftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeCardPlayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Footballer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeOwnedNftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnedNft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"tradeportTokenId"},"name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeCardPlayerFields"}}]}}]}}]} as unknown as DocumentNode<FacadeRecordNftPurchaseMutation, FacadeRecordNftPurchaseMutationVariables>;
export const FacadeSplBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeSplBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySplBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarned"}}]}}]}}]} as unknown as DocumentNode<FacadeSplBalanceQuery, FacadeSplBalanceQueryVariables>;
export const FacadeSplRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeSplRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySplRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"isCaptain"}},{"kind":"Field","name":{"kind":"Name","value":"matchDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"footballerId"}},{"kind":"Field","name":{"kind":"Name","value":"footballerName"}},{"kind":"Field","name":{"kind":"Name","value":"homeClub"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayClub"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"minute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameweek"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}},{"kind":"Field","name":{"kind":"Name","value":"splTokens"}}]}}]}}]} as unknown as DocumentNode<FacadeSplRewardsQuery, FacadeSplRewardsQueryVariables>;
export const FacadeSplLeaderboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeSplLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"splTokens"}}]}}]}}]} as unknown as DocumentNode<FacadeSplLeaderboardQuery, FacadeSplLeaderboardQueryVariables>;
export const FacadeAchievementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"maxProgress"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"nft"}}]}}]}}]}}]} as unknown as DocumentNode<FacadeAchievementsQuery, FacadeAchievementsQueryVariables>;
export const FacadeCurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FacadeCurrentUserQuery, FacadeCurrentUserQueryVariables>;
export const FacadeLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FacadeLoginMutation, FacadeLoginMutationVariables>;
export const FacadeRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacadeUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacadeUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FacadeRegisterMutation, FacadeRegisterMutationVariables>;
export const FacadeLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<FacadeLogoutMutation, FacadeLogoutMutationVariables>;
export const FacadeLogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacadeLogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<FacadeLogoutEverywhereMutation, FacadeLogoutEverywhereMutationVariables>;
export const FacadeGameRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeGameRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoringRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstGameweek"}},{"kind":"Field","name":{"kind":"Name","value":"lastGameweek"}}]}}]}}]} as unknown as DocumentNode<FacadeGameRulesQuery, FacadeGameRulesQueryVariables>;
export const FacadeSquadRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacadeSquadRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"squadRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formations"}},{"kind":"Field","name":{"kind":"Name","value":"squadSize"}},{"kind":"Field","name":{"kind":"Name","value":"starters"}},{"kind":"Field","name":{"kind":"Name","value":"benchSize"}},{"kind":"Field","name":{"kind":"Name","value":"captainMultiplier"}}]}}]}}]} as unknown as DocumentNode<FacadeSquadRulesQuery, FacadeSquadRulesQueryVariables>;