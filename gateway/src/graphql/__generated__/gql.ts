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
    "\n  query FacadeChampionships {\n    championships(limit: 100) {\n      id\n      name\n      description\n      leagueType\n      status\n      maxParticipants\n      startDate\n      registrationDeadline\n    }\n  }\n": typeof types.FacadeChampionshipsDocument,
    "\n  query FacadePreRegistrations($id: ID!) {\n    championship(id: $id) {\n      preRegistrations(limit: 100) {\n        id\n        manager {\n          username\n        }\n        preferredFormation\n      }\n    }\n  }\n": typeof types.FacadePreRegistrationsDocument,
    "\n  mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {\n    preRegisterForChampionship(championshipId: $id, input: $input) {\n      updated\n      preRegistration {\n        id\n        teamName\n        preferredFormation\n        notificationPreferences {\n          email\n          push\n        }\n      }\n    }\n  }\n": typeof types.FacadePreRegisterDocument,
    "\n  fragment FacadeLeaderboardEntryFields on LeaderboardEntry {\n    id\n    rank\n    username\n    teamName\n    totalPoints\n  }\n": typeof types.FacadeLeaderboardEntryFieldsFragmentDoc,
    "\n  query FacadeLeaderboard($limit: Int!, $offset: Int!) {\n    leaderboard(limit: $limit, offset: $offset) {\n      entries {\n        ...FacadeLeaderboardEntryFields\n      }\n    }\n  }\n": typeof types.FacadeLeaderboardDocument,
    "\n  query FacadeMyLeaderboardEntry {\n    myLeaderboardEntry {\n      ...FacadeLeaderboardEntryFields\n    }\n  }\n": typeof types.FacadeMyLeaderboardEntryDocument,
    "\n  mutation FacadeJoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      id\n      status\n      league {\n        id\n      }\n    }\n  }\n": typeof types.FacadeJoinLeagueDocument,
    "\n  fragment FacadeCardPlayerFields on Footballer {\n    name\n    club {\n      name\n    }\n    position\n    rarity\n    overall\n  }\n": typeof types.FacadeCardPlayerFieldsFragmentDoc,
    "\n  fragment FacadeOwnedNftFields on OwnedNft {\n    id\n    tradeportTokenId: tokenId\n    purchasePrice\n    verificationStatus\n    player {\n      ...FacadeCardPlayerFields\n    }\n  }\n": typeof types.FacadeOwnedNftFieldsFragmentDoc,
    "\n  query FacadeAvailableNfts {\n    nftListings(limit: 100) {\n      id\n      tokenId\n      playerId\n      contractAddress\n      price\n      seller\n      player {\n        ...FacadeCardPlayerFields\n      }\n    }\n  }\n": typeof types.FacadeAvailableNftsDocument,
    "\n  query FacadeNftOwnership($userId: ID!) {\n    nftsOfUser(userId: $userId, limit: 100) {\n      ...FacadeOwnedNftFields\n    }\n  }\n": typeof types.FacadeNftOwnershipDocument,
    "\n  mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {\n    verifyNftOwnership(input: $input) {\n      isValid\n    }\n  }\n": typeof types.FacadeVerifyNftOwnershipDocument,
    "\n  mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {\n    recordNftPurchase(input: $input) {\n      ...FacadeOwnedNftFields\n    }\n  }\n": typeof types.FacadeRecordNftPurchaseDocument,
    "\n  query FacadeSplBalance {\n    mySplBalance {\n      currentBalance\n      totalEarned\n    }\n  }\n": typeof types.FacadeSplBalanceDocument,
    "\n  query FacadeSplRewards {\n    mySplRewards {\n      id\n      actionType\n      isCaptain\n      matchDetails {\n        matchId\n        footballerId\n        footballerName\n        homeClub {\n          id\n          name\n          shortName\n        }\n        awayClub {\n          id\n          name\n          shortName\n        }\n        homeScore\n        awayScore\n        minute\n      }\n      gameweek\n      awardedAt\n      splTokens\n    }\n  }\n": typeof types.FacadeSplRewardsDocument,
    "\n  query FacadeSplLeaderboard {\n    splLeaderboard {\n      id\n      username\n      splTokens\n    }\n  }\n": typeof types.FacadeSplLeaderboardDocument,
    "\n  query FacadeAchievements {\n    myAchievements {\n      id\n      title\n      description\n      icon\n      rarity\n      category\n      progress\n      maxProgress\n      unlocked\n      unlockedAt\n      reward {\n        tokens\n        badge\n        nft\n      }\n    }\n  }\n": typeof types.FacadeAchievementsDocument,
    "\n  fragment FacadeUserFields on User {\n    id\n    username\n    createdAt\n  }\n": typeof types.FacadeUserFieldsFragmentDoc,
    "\n  query FacadeCurrentUser {\n    me {\n      ...FacadeUserFields\n    }\n  }\n": typeof types.FacadeCurrentUserDocument,
    "\n  mutation FacadeLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n": typeof types.FacadeLoginDocument,
    "\n  mutation FacadeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n": typeof types.FacadeRegisterDocument,
    "\n  mutation FacadeLogout {\n    logout\n  }\n": typeof types.FacadeLogoutDocument,
    "\n  mutation FacadeLogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.FacadeLogoutEverywhereDocument,
    "\n  query FacadeGameRules {\n    scoringRules {\n      rule\n      action\n      note\n      points {\n        group\n        points\n      }\n    }\n    currentSeason {\n      number\n      firstGameweek\n      lastGameweek\n    }\n  }\n": typeof types.FacadeGameRulesDocument,
    "\n  query FacadeSquadRules {\n    squadRules {\n      formations\n      squadSize\n      starters\n      benchSize\n      captainMultiplier\n    }\n  }\n": typeof types.FacadeSquadRulesDocument,
};
const documents: Documents = {
    "\n  query FacadeChampionships {\n    championships(limit: 100) {\n      id\n      name\n      description\n      leagueType\n      status\n      maxParticipants\n      startDate\n      registrationDeadline\n    }\n  }\n": types.FacadeChampionshipsDocument,
    "\n  query FacadePreRegistrations($id: ID!) {\n    championship(id: $id) {\n      preRegistrations(limit: 100) {\n        id\n        manager {\n          username\n        }\n        preferredFormation\n      }\n    }\n  }\n": types.FacadePreRegistrationsDocument,
    "\n  mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {\n    preRegisterForChampionship(championshipId: $id, input: $input) {\n      updated\n      preRegistration {\n        id\n        teamName\n        preferredFormation\n        notificationPreferences {\n          email\n          push\n        }\n      }\n    }\n  }\n": types.FacadePreRegisterDocument,
    "\n  fragment FacadeLeaderboardEntryFields on LeaderboardEntry {\n    id\n    rank\n    username\n    teamName\n    totalPoints\n  }\n": types.FacadeLeaderboardEntryFieldsFragmentDoc,
    "\n  query FacadeLeaderboard($limit: Int!, $offset: Int!) {\n    leaderboard(limit: $limit, offset: $offset) {\n      entries {\n        ...FacadeLeaderboardEntryFields\n      }\n    }\n  }\n": types.FacadeLeaderboardDocument,
    "\n  query FacadeMyLeaderboardEntry {\n    myLeaderboardEntry {\n      ...FacadeLeaderboardEntryFields\n    }\n  }\n": types.FacadeMyLeaderboardEntryDocument,
    "\n  mutation FacadeJoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      id\n      status\n      league {\n        id\n      }\n    }\n  }\n": types.FacadeJoinLeagueDocument,
    "\n  fragment FacadeCardPlayerFields on Footballer {\n    name\n    club {\n      name\n    }\n    position\n    rarity\n    overall\n  }\n": types.FacadeCardPlayerFieldsFragmentDoc,
    "\n  fragment FacadeOwnedNftFields on OwnedNft {\n    id\n    tradeportTokenId: tokenId\n    purchasePrice\n    verificationStatus\n    player {\n      ...FacadeCardPlayerFields\n    }\n  }\n": types.FacadeOwnedNftFieldsFragmentDoc,
    "\n  query FacadeAvailableNfts {\n    nftListings(limit: 100) {\n      id\n      tokenId\n      playerId\n      contractAddress\n      price\n      seller\n      player {\n        ...FacadeCardPlayerFields\n      }\n    }\n  }\n": types.FacadeAvailableNftsDocument,
    "\n  query FacadeNftOwnership($userId: ID!) {\n    nftsOfUser(userId: $userId, limit: 100) {\n      ...FacadeOwnedNftFields\n    }\n  }\n": types.FacadeNftOwnershipDocument,
    "\n  mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {\n    verifyNftOwnership(input: $input) {\n      isValid\n    }\n  }\n": types.FacadeVerifyNftOwnershipDocument,
    "\n  mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {\n    recordNftPurchase(input: $input) {\n      ...FacadeOwnedNftFields\n    }\n  }\n": types.FacadeRecordNftPurchaseDocument,
    "\n  query FacadeSplBalance {\n    mySplBalance {\n      currentBalance\n      totalEarned\n    }\n  }\n": types.FacadeSplBalanceDocument,
    "\n  query FacadeSplRewards {\n    mySplRewards {\n      id\n      actionType\n      isCaptain\n      matchDetails {\n        matchId\n        footballerId\n        footballerName\n        homeClub {\n          id\n          name\n          shortName\n        }\n        awayClub {\n          id\n          name\n          shortName\n        }\n        homeScore\n        awayScore\n        minute\n      }\n      gameweek\n      awardedAt\n      splTokens\n    }\n  }\n": types.FacadeSplRewardsDocument,
    "\n  query FacadeSplLeaderboard {\n    splLeaderboard {\n      id\n      username\n      splTokens\n    }\n  }\n": types.FacadeSplLeaderboardDocument,
    "\n  query FacadeAchievements {\n    myAchievements {\n      id\n      title\n      description\n      icon\n      rarity\n      category\n      progress\n      maxProgress\n      unlocked\n      unlockedAt\n      reward {\n        tokens\n        badge\n        nft\n      }\n    }\n  }\n": types.FacadeAchievementsDocument,
    "\n  fragment FacadeUserFields on User {\n    id\n    username\n    createdAt\n  }\n": types.FacadeUserFieldsFragmentDoc,
    "\n  query FacadeCurrentUser {\n    me {\n      ...FacadeUserFields\n    }\n  }\n": types.FacadeCurrentUserDocument,
    "\n  mutation FacadeLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n": types.FacadeLoginDocument,
    "\n  mutation FacadeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n": types.FacadeRegisterDocument,
    "\n  mutation FacadeLogout {\n    logout\n  }\n": types.FacadeLogoutDocument,
    "\n  mutation FacadeLogoutEverywhere {\n    logoutEverywhere\n  }\n": types.FacadeLogoutEverywhereDocument,
    "\n  query FacadeGameRules {\n    scoringRules {\n      rule\n      action\n      note\n      points {\n        group\n        points\n      }\n    }\n    currentSeason {\n      number\n      firstGameweek\n      lastGameweek\n    }\n  }\n": types.FacadeGameRulesDocument,
    "\n  query FacadeSquadRules {\n    squadRules {\n      formations\n      squadSize\n      starters\n      benchSize\n      captainMultiplier\n    }\n  }\n": types.FacadeSquadRulesDocument,
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
export function graphql(source: "\n  query FacadeChampionships {\n    championships(limit: 100) {\n      id\n      name\n      description\n      leagueType\n      status\n      maxParticipants\n      startDate\n      registrationDeadline\n    }\n  }\n"): (typeof documents)["\n  query FacadeChampionships {\n    championships(limit: 100) {\n      id\n      name\n      description\n      leagueType\n      status\n      maxParticipants\n      startDate\n      registrationDeadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadePreRegistrations($id: ID!) {\n    championship(id: $id) {\n      preRegistrations(limit: 100) {\n        id\n        manager {\n          username\n        }\n        preferredFormation\n      }\n    }\n  }\n"): (typeof documents)["\n  query FacadePreRegistrations($id: ID!) {\n    championship(id: $id) {\n      preRegistrations(limit: 100) {\n        id\n        manager {\n          username\n        }\n        preferredFormation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {\n    preRegisterForChampionship(championshipId: $id, input: $input) {\n      updated\n      preRegistration {\n        id\n        teamName\n        preferredFormation\n        notificationPreferences {\n          email\n          push\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {\n    preRegisterForChampionship(championshipId: $id, input: $input) {\n      updated\n      preRegistration {\n        id\n        teamName\n        preferredFormation\n        notificationPreferences {\n          email\n          push\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacadeLeaderboardEntryFields on LeaderboardEntry {\n    id\n    rank\n    username\n    teamName\n    totalPoints\n  }\n"): (typeof documents)["\n  fragment FacadeLeaderboardEntryFields on LeaderboardEntry {\n    id\n    rank\n    username\n    teamName\n    totalPoints\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeLeaderboard($limit: Int!, $offset: Int!) {\n    leaderboard(limit: $limit, offset: $offset) {\n      entries {\n        ...FacadeLeaderboardEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FacadeLeaderboard($limit: Int!, $offset: Int!) {\n    leaderboard(limit: $limit, offset: $offset) {\n      entries {\n        ...FacadeLeaderboardEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeMyLeaderboardEntry {\n    myLeaderboardEntry {\n      ...FacadeLeaderboardEntryFields\n    }\n  }\n"): (typeof documents)["\n  query FacadeMyLeaderboardEntry {\n    myLeaderboardEntry {\n      ...FacadeLeaderboardEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeJoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      id\n      status\n      league {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FacadeJoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      id\n      status\n      league {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacadeCardPlayerFields on Footballer {\n    name\n    club {\n      name\n    }\n    position\n    rarity\n    overall\n  }\n"): (typeof documents)["\n  fragment FacadeCardPlayerFields on Footballer {\n    name\n    club {\n      name\n    }\n    position\n    rarity\n    overall\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacadeOwnedNftFields on OwnedNft {\n    id\n    tradeportTokenId: tokenId\n    purchasePrice\n    verificationStatus\n    player {\n      ...FacadeCardPlayerFields\n    }\n  }\n"): (typeof documents)["\n  fragment FacadeOwnedNftFields on OwnedNft {\n    id\n    tradeportTokenId: tokenId\n    purchasePrice\n    verificationStatus\n    player {\n      ...FacadeCardPlayerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeAvailableNfts {\n    nftListings(limit: 100) {\n      id\n      tokenId\n      playerId\n      contractAddress\n      price\n      seller\n      player {\n        ...FacadeCardPlayerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FacadeAvailableNfts {\n    nftListings(limit: 100) {\n      id\n      tokenId\n      playerId\n      contractAddress\n      price\n      seller\n      player {\n        ...FacadeCardPlayerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeNftOwnership($userId: ID!) {\n    nftsOfUser(userId: $userId, limit: 100) {\n      ...FacadeOwnedNftFields\n    }\n  }\n"): (typeof documents)["\n  query FacadeNftOwnership($userId: ID!) {\n    nftsOfUser(userId: $userId, limit: 100) {\n      ...FacadeOwnedNftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {\n    verifyNftOwnership(input: $input) {\n      isValid\n    }\n  }\n"): (typeof documents)["\n  mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {\n    verifyNftOwnership(input: $input) {\n      isValid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {\n    recordNftPurchase(input: $input) {\n      ...FacadeOwnedNftFields\n    }\n  }\n"): (typeof documents)["\n  mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {\n    recordNftPurchase(input: $input) {\n      ...FacadeOwnedNftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeSplBalance {\n    mySplBalance {\n      currentBalance\n      totalEarned\n    }\n  }\n"): (typeof documents)["\n  query FacadeSplBalance {\n    mySplBalance {\n      currentBalance\n      totalEarned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeSplRewards {\n    mySplRewards {\n      id\n      actionType\n      isCaptain\n      matchDetails {\n        matchId\n        footballerId\n        footballerName\n        homeClub {\n          id\n          name\n          shortName\n        }\n        awayClub {\n          id\n          name\n          shortName\n        }\n        homeScore\n        awayScore\n        minute\n      }\n      gameweek\n      awardedAt\n      splTokens\n    }\n  }\n"): (typeof documents)["\n  query FacadeSplRewards {\n    mySplRewards {\n      id\n      actionType\n      isCaptain\n      matchDetails {\n        matchId\n        footballerId\n        footballerName\n        homeClub {\n          id\n          name\n          shortName\n        }\n        awayClub {\n          id\n          name\n          shortName\n        }\n        homeScore\n        awayScore\n        minute\n      }\n      gameweek\n      awardedAt\n      splTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeSplLeaderboard {\n    splLeaderboard {\n      id\n      username\n      splTokens\n    }\n  }\n"): (typeof documents)["\n  query FacadeSplLeaderboard {\n    splLeaderboard {\n      id\n      username\n      splTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeAchievements {\n    myAchievements {\n      id\n      title\n      description\n      icon\n      rarity\n      category\n      progress\n      maxProgress\n      unlocked\n      unlockedAt\n      reward {\n        tokens\n        badge\n        nft\n      }\n    }\n  }\n"): (typeof documents)["\n  query FacadeAchievements {\n    myAchievements {\n      id\n      title\n      description\n      icon\n      rarity\n      category\n      progress\n      maxProgress\n      unlocked\n      unlockedAt\n      reward {\n        tokens\n        badge\n        nft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacadeUserFields on User {\n    id\n    username\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FacadeUserFields on User {\n    id\n    username\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeCurrentUser {\n    me {\n      ...FacadeUserFields\n    }\n  }\n"): (typeof documents)["\n  query FacadeCurrentUser {\n    me {\n      ...FacadeUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation FacadeLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation FacadeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...FacadeUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation FacadeLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacadeLogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation FacadeLogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeGameRules {\n    scoringRules {\n      rule\n      action\n      note\n      points {\n        group\n        points\n      }\n    }\n    currentSeason {\n      number\n      firstGameweek\n      lastGameweek\n    }\n  }\n"): (typeof documents)["\n  query FacadeGameRules {\n    scoringRules {\n      rule\n      action\n      note\n      points {\n        group\n        points\n      }\n    }\n    currentSeason {\n      number\n      firstGameweek\n      lastGameweek\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacadeSquadRules {\n    squadRules {\n      formations\n      squadSize\n      starters\n      benchSize\n      captainMultiplier\n    }\n  }\n"): (typeof documents)["\n  query FacadeSquadRules {\n    squadRules {\n      formations\n      squadSize\n      starters\n      benchSize\n      captainMultiplier\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;