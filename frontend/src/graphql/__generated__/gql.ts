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
    "\n  query MyAchievements {\n    myAchievements {\n      ...AchievementFields\n    }\n  }\n": typeof types.MyAchievementsDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    title\n    description\n    rule\n    icon\n    rarity\n    category\n    progress\n    maxProgress\n    unlocked\n    unlockedAt\n    reward {\n      tokens\n      badge\n      nft\n    }\n  }\n": typeof types.AchievementFieldsFragmentDoc,
    "\n  query MyChampionshipEntry($id: ID!) {\n    championship(id: $id) {\n      id\n      myPreRegistration {\n        id\n      }\n    }\n    league(id: $id) {\n      id\n      myMembership {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MyChampionshipEntryDocument,
    "\n  query NextLock {\n    gameClock {\n      gameTime\n      held\n    }\n    nextGameweek {\n      number\n      deadline\n    }\n    upcomingFixtures(limit: 10) {\n      id\n      gameweek\n      kickoffAt\n      homeClub {\n        id\n        name\n      }\n      awayClub {\n        id\n        name\n      }\n    }\n  }\n": typeof types.NextLockDocument,
    "\n  fragment BattleFields on Battle {\n    id\n    challenger {\n      id\n      username\n    }\n    opponent {\n      id\n      username\n    }\n    invited {\n      id\n      username\n    }\n    status\n    wager\n    prize\n    gameweek\n    acceptBy\n    challengerScore\n    opponentScore\n    result\n    funded\n    refusal\n    createdAt\n    settledAt\n  }\n": typeof types.BattleFieldsFragmentDoc,
    "\n  mutation CreateBattle($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      ...BattleFields\n    }\n  }\n": typeof types.CreateBattleDocument,
    "\n  mutation AcceptBattle($battleId: ID!) {\n    acceptBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n": typeof types.AcceptBattleDocument,
    "\n  mutation CancelBattle($battleId: ID!) {\n    cancelBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n": typeof types.CancelBattleDocument,
    "\n  query MyBattles {\n    myBattles {\n      ...BattleFields\n    }\n  }\n": typeof types.MyBattlesDocument,
    "\n  query OpenBattles {\n    openBattles {\n      ...BattleFields\n    }\n  }\n": typeof types.OpenBattlesDocument,
    "\n  query NextGameweek {\n    nextGameweek {\n      number\n      deadline\n    }\n  }\n": typeof types.NextGameweekDocument,
    "\n  query InjuryCenterPage {\n    injuries {\n      id\n      ...InjuryCard_injury\n    }\n  }\n": typeof types.InjuryCenterPageDocument,
    "\n  fragment InjuryCard_injury on Injury {\n    id\n    footballer {\n      id\n    }\n    playerName\n    team\n    position\n    injury\n    severity\n    expectedReturn\n    status\n    impactOnTeam\n    lastUpdate\n  }\n": typeof types.InjuryCard_InjuryFragmentDoc,
    "\n  fragment LeagueCardFields on League {\n    id\n    name\n    description\n    maxParticipants\n    memberCount\n    entryFee\n    prizePool\n    status\n    phase\n    myMembership {\n      id\n      status\n    }\n  }\n": typeof types.LeagueCardFieldsFragmentDoc,
    "\n  fragment LeagueMembershipFields on LeagueMembership {\n    id\n    status\n    refusal\n    league {\n      ...LeagueCardFields\n    }\n  }\n": typeof types.LeagueMembershipFieldsFragmentDoc,
    "\n  fragment LeagueDetailsFields on League {\n    ...LeagueCardFields\n    prizeDetails\n    firstPrize\n    secondPrize\n    thirdPrize\n    pot\n    startGameweek\n    endGameweek\n    startDate\n    endDate\n    championship\n    isPrivate\n    creator {\n      id\n      username\n    }\n    inviteCode\n    standings {\n      rank\n      points\n      lastGameweekPoints\n      prize\n      manager {\n        id\n        username\n      }\n    }\n    gameweeks {\n      gameweek\n      final\n      scores {\n        points\n        manager {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.LeagueDetailsFieldsFragmentDoc,
    "\n  fragment MyLeagueFields on MyLeague {\n    id\n    name\n    rank\n    points\n    status\n    phase\n  }\n": typeof types.MyLeagueFieldsFragmentDoc,
    "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n": typeof types.CreateLeagueDocument,
    "\n  mutation JoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      ...LeagueMembershipFields\n    }\n  }\n": typeof types.JoinLeagueDocument,
    "\n  mutation JoinLeagueByCode($inviteCode: String!) {\n    joinLeagueByCode(inviteCode: $inviteCode) {\n      ...LeagueMembershipFields\n    }\n  }\n": typeof types.JoinLeagueByCodeDocument,
    "\n  query AvailableLeagues($limit: Int!, $offset: Int!) {\n    leagues(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...LeagueCardFields\n      }\n    }\n  }\n": typeof types.AvailableLeaguesDocument,
    "\n  query MyLeagues {\n    myLeagues {\n      ...MyLeagueFields\n    }\n  }\n": typeof types.MyLeaguesDocument,
    "\n  query MyLeaguesFrom($offset: Int!) {\n    myLeagues(offset: $offset) {\n      ...MyLeagueFields\n    }\n  }\n": typeof types.MyLeaguesFromDocument,
    "\n  query LeagueDetails($id: ID!) {\n    league(id: $id) {\n      ...LeagueDetailsFields\n    }\n  }\n": typeof types.LeagueDetailsDocument,
    "\n  query LeagueMembership($id: ID!) {\n    leagueMembership(id: $id) {\n      ...LeagueMembershipFields\n    }\n  }\n": typeof types.LeagueMembershipDocument,
    "\n  query LeagueFunding($id: ID!) {\n    league(id: $id) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n": typeof types.LeagueFundingDocument,
    "\n  query SeasonGameweeks {\n    upcomingGameweeks(limit: 100) {\n      number\n      deadline\n    }\n  }\n": typeof types.SeasonGameweeksDocument,
    "\n  subscription MarketListingEnded {\n    marketListingEnded {\n      listingId\n      cardId\n      reason\n    }\n  }\n": typeof types.MarketListingEndedDocument,
    "\n  fragment MarketPlayerFields on MarketPlayer {\n    id\n    name\n    club\n    overall\n    position\n    rarity\n  }\n": typeof types.MarketPlayerFieldsFragmentDoc,
    "\n  fragment MarketListingFields on MarketListing {\n    id\n    cardId\n    listedAt\n    marketplace {\n      id\n      price\n      isActive\n    }\n    players {\n      ...MarketPlayerFields\n    }\n    users {\n      id\n      username\n    }\n  }\n": typeof types.MarketListingFieldsFragmentDoc,
    "\n  fragment MarketListingCardFields on MarketListing {\n    ...MarketListingFields\n    players {\n      id\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n": typeof types.MarketListingCardFieldsFragmentDoc,
    "\n  fragment NewCardOfferFields on NewCardOffer {\n    price\n    remaining\n    players {\n      ...MarketPlayerFields\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n": typeof types.NewCardOfferFieldsFragmentDoc,
    "\n  fragment MarketPurchaseFields on MarketPurchase {\n    id\n    status\n    failureReason\n    listingId\n    footballerId\n    price\n    cardId\n  }\n": typeof types.MarketPurchaseFieldsFragmentDoc,
    "\n  fragment SellableCardFields on PlayerCard {\n    id\n    source\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      overall\n      club {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SellableCardFieldsFragmentDoc,
    "\n  mutation BuyListing($listingId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyListing(listingId: $listingId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n": typeof types.BuyListingDocument,
    "\n  mutation BuyNewCard($footballerId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyNewCard(footballerId: $footballerId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n": typeof types.BuyNewCardDocument,
    "\n  mutation ListCard($cardId: ID!, $price: Int!) {\n    listCard(cardId: $cardId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n": typeof types.ListCardDocument,
    "\n  mutation RepriceListing($listingId: ID!, $price: Int!) {\n    repriceListing(listingId: $listingId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n": typeof types.RepriceListingDocument,
    "\n  mutation DelistCard($listingId: ID!) {\n    delistCard(listingId: $listingId) {\n      ...MarketListingFields\n    }\n  }\n": typeof types.DelistCardDocument,
    "\n  query MarketListings(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    marketListings(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...MarketListingCardFields\n      }\n    }\n  }\n": typeof types.MarketListingsDocument,
    "\n  query NewCardOffers(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    newCardOffers(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...NewCardOfferFields\n      }\n    }\n  }\n": typeof types.NewCardOffersDocument,
    "\n  query MyMarket {\n    mySplBalance {\n      currentBalance\n      totalEarned\n      lockedBonus\n      gameweeksUntilUnlocked\n    }\n    myListings {\n      ...MarketListingFields\n    }\n    canListCards\n    myCards {\n      ...SellableCardFields\n    }\n  }\n": typeof types.MyMarketDocument,
    "\n  query MyMarketCardsFrom($offset: Int!) {\n    myCards(offset: $offset) {\n      ...SellableCardFields\n    }\n  }\n": typeof types.MyMarketCardsFromDocument,
    "\n  query MarketPurchase($id: ID!) {\n    marketPurchase(id: $id) {\n      ...MarketPurchaseFields\n    }\n  }\n": typeof types.MarketPurchaseDocument,
    "\n  fragment MarketPlayerForm_footballer on Footballer {\n    id\n    form\n    nextFixtures(limit: 1) {\n      matchId\n      home\n      difficulty\n      opponent {\n        id\n        shortName\n      }\n    }\n  }\n": typeof types.MarketPlayerForm_FootballerFragmentDoc,
    "\n  query GameweekStatus {\n    liveGameweek {\n      number\n    }\n  }\n": typeof types.GameweekStatusDocument,
    "\n  query HomePage {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment LiveMatchCache_version on Match {\n    id\n    version\n  }\n": typeof types.LiveMatchCache_VersionFragmentDoc,
    "\n  fragment LiveMatchFields on Match {\n    id\n    gameweek\n    status\n    minute\n    homeScore\n    awayScore\n    score\n    version\n    homeClub {\n      id\n      name\n      shortName\n    }\n    awayClub {\n      id\n      name\n      shortName\n    }\n  }\n": typeof types.LiveMatchFieldsFragmentDoc,
    "\n  subscription LiveMatchUpdated {\n    liveMatchUpdated {\n      match {\n        ...LiveMatchFields\n      }\n    }\n  }\n": typeof types.LiveMatchUpdatedDocument,
    "\n  query LiveMatchesPoll {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n  }\n": typeof types.LiveMatchesPollDocument,
    "\n  subscription MatchAction($matchId: ID!) {\n    matchAction(matchId: $matchId) {\n      id\n      matchId\n      kind\n      minute\n    }\n  }\n": typeof types.MatchActionDocument,
    "\n  query MatchDialog($id: ID!) {\n    match(id: $id) {\n      id\n      ...MatchDialog_match\n    }\n  }\n": typeof types.MatchDialogDocument,
    "\n  query TopPerformersRefresh {\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n": typeof types.TopPerformersRefreshDocument,
    "\n  fragment MatchDialog_match on Match {\n    ...LiveMatchFields\n    actions {\n      id\n      ...MatchTimeline_action\n    }\n  }\n": typeof types.MatchDialog_MatchFragmentDoc,
    "\n  fragment MatchTimeline_action on MatchAction {\n    id\n    minute\n    kind\n    homeScore\n    awayScore\n    club {\n      id\n      shortName\n    }\n    footballer {\n      id\n      name\n    }\n    assist {\n      id\n      name\n    }\n    related {\n      id\n      name\n    }\n  }\n": typeof types.MatchTimeline_ActionFragmentDoc,
    "\n  fragment TopPerformersPanel_performance on FootballerPerformance {\n    gameweek\n    points\n    goals\n    assists\n    footballer {\n      id\n      name\n      position\n      club {\n        id\n        shortName\n      }\n    }\n  }\n": typeof types.TopPerformersPanel_PerformanceFragmentDoc,
    "\n  query NftCollection {\n    nftCollection {\n      network\n      packageId\n      marketId\n      cardType\n    }\n  }\n": typeof types.NftCollectionDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {\n    setNotificationPreference(input: $input) {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n": typeof types.SetNotificationPreferenceDocument,
    "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n": typeof types.MyNotificationPreferencesDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query MyUnreadNotificationCount {\n    myUnreadNotificationCount\n  }\n": typeof types.MyUnreadNotificationCountDocument,
    "\n  query MyNotifications($limit: Int!, $offset: Int!) {\n    myNotifications(limit: $limit, offset: $offset) {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment NotificationPreferenceRow_preference on NotificationPreference {\n    kind\n    inApp\n    email\n    push\n  }\n": typeof types.NotificationPreferenceRow_PreferenceFragmentDoc,
    "\n  query PlayerPage($id: ID!) {\n    footballer(id: $id) {\n      id\n      ...PlayerHeader_footballer\n      ...PlayerFigures_footballer\n      ...PlayerPoints_footballer\n      ...PlayerFixtures_footballer\n      ...PlayerMarket_footballer\n    }\n  }\n": typeof types.PlayerPageDocument,
    "\n  fragment PlayerFigures_footballer on Footballer {\n    id\n    form\n    seasonTotals {\n      appearances\n      minutes\n      goals\n      assists\n      cleanSheets\n      points\n    }\n    splEarned\n    ownership {\n      gameweek\n      lineups\n      percent\n    }\n  }\n": typeof types.PlayerFigures_FootballerFragmentDoc,
    "\n  fragment PlayerFixtures_footballer on Footballer {\n    id\n    nextFixtures(limit: 5) {\n      matchId\n      gameweek\n      kickoffAt\n      home\n      difficulty\n      opponent {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": typeof types.PlayerFixtures_FootballerFragmentDoc,
    "\n  fragment PlayerHeader_footballer on Footballer {\n    id\n    name\n    position\n    overall\n    rarity\n    available\n    club {\n      id\n      name\n    }\n    injury {\n      id\n      injury\n      expectedReturn\n    }\n  }\n": typeof types.PlayerHeader_FootballerFragmentDoc,
    "\n  fragment PlayerMarket_footballer on Footballer {\n    id\n    name\n    market {\n      floors {\n        rarity\n        price\n        listings\n      }\n      lastSales(limit: 10) {\n        price\n        rarity\n        soldAt\n      }\n      priceHistory(days: 90) {\n        day\n        averagePrice\n        lowestPrice\n        sales\n      }\n    }\n  }\n": typeof types.PlayerMarket_FootballerFragmentDoc,
    "\n  fragment PlayerPoints_footballer on Footballer {\n    id\n    gameweeks {\n      gameweek\n      points\n      minutes\n      goals\n      assists\n      cleanSheet\n    }\n  }\n": typeof types.PlayerPoints_FootballerFragmentDoc,
    "\n  subscription SplPaid {\n    splPaid {\n      splTokens\n      balance {\n        ...SplBalanceFields\n      }\n      rewards {\n        ...SplRewardFields\n      }\n      achievement {\n        id\n        title\n        icon\n        rarity\n        category\n        unlocked\n        unlockedAt\n        reward {\n          tokens\n          badge\n          nft\n        }\n      }\n    }\n  }\n": typeof types.SplPaidDocument,
    "\n  fragment SplBalanceFields on SplBalance {\n    currentBalance\n    totalEarned\n  }\n": typeof types.SplBalanceFieldsFragmentDoc,
    "\n  fragment SplLockedBonusFields on SplBalance {\n    lockedBonus\n    gameweeksUntilUnlocked\n  }\n": typeof types.SplLockedBonusFieldsFragmentDoc,
    "\n  fragment SplRewardFields on SplReward {\n    id\n    actionType\n    isCaptain\n    gameweek\n    awardedAt\n    splTokens\n    matchDetails {\n      matchId\n      footballerId\n      footballerName\n      minute\n      homeScore\n      awayScore\n      homeClub {\n        id\n        name\n        shortName\n      }\n      awayClub {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": typeof types.SplRewardFieldsFragmentDoc,
    "\n  query SplRewardsPage {\n    mySplBalance {\n      ...SplBalanceFields\n      ...SplLockedBonusFields\n    }\n    mySplRank\n    mySplRewards(limit: 50) {\n      ...SplRewardFields\n    }\n    splRewardRules {\n      captainMultiplier\n      captainLabel\n      rules {\n        actionType\n        label\n        amounts {\n          positionGroup\n          spl\n        }\n      }\n    }\n    splLeaderboard(limit: 100) {\n      id\n      rank\n      username\n      splTokens\n    }\n  }\n": typeof types.SplRewardsPageDocument,
    "\n  fragment SplStatementLineFields on SplStatementLine {\n    id\n    at\n    kind\n    amount\n    balanceAfter\n    reason\n    holdStatus\n    fee\n    cause {\n      type\n      id\n    }\n    footballer {\n      id\n    }\n  }\n": typeof types.SplStatementLineFieldsFragmentDoc,
    "\n  query SplStatement($limit: Int, $before: ID) {\n    splStatement(limit: $limit, before: $before) {\n      items {\n        ...SplStatementLineFields\n      }\n      total\n      nextCursor\n    }\n  }\n": typeof types.SplStatementDocument,
    "\n  query MyStats {\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n": typeof types.MyStatsDocument,
    "\n  query SquadBuilder {\n    formations {\n      ...FormationLayoutFields\n    }\n    squadRules {\n      benchSize\n      teamNameMaxLength\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myCards(limit: 50) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n": typeof types.SquadBuilderDocument,
    "\n  query MyCardsFrom($offset: Int!) {\n    myCards(limit: 50, offset: $offset) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n": typeof types.MyCardsFromDocument,
    "\n  fragment PlayerCardFields on PlayerCard {\n    id\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      positionGroup\n      overall\n      club {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": typeof types.PlayerCardFieldsFragmentDoc,
    "\n  fragment PlayerCardFiguresFields on PlayerCard {\n    id\n    footballer {\n      id\n      form\n      seasonTotals {\n        points\n      }\n      nextFixtures(limit: 1) {\n        matchId\n        gameweek\n        kickoffAt\n        home\n        difficulty\n        opponent {\n          id\n          name\n          shortName\n        }\n      }\n      market {\n        floors {\n          rarity\n          price\n          listings\n        }\n      }\n    }\n  }\n": typeof types.PlayerCardFiguresFieldsFragmentDoc,
    "\n  fragment SquadFields on Squad {\n    teamName\n    formation\n    captainCardId\n    viceCaptainCardId\n    slots {\n      index\n      group\n      label\n      x\n      y\n      card {\n        ...PlayerCardFields\n      }\n    }\n    bench {\n      ...PlayerCardFields\n    }\n    ratings {\n      overall\n      chemistry\n      attack\n      defense\n    }\n    notices {\n      id\n      cardId\n      message\n      createdAt\n    }\n    locks {\n      gameweek\n      live\n      cards {\n        cardId\n        lockAt\n        locked\n      }\n    }\n  }\n": typeof types.SquadFieldsFragmentDoc,
    "\n  fragment FormationLayoutFields on FormationLayout {\n    formation\n    slots {\n      index\n      group\n      label\n      x\n      y\n    }\n  }\n": typeof types.FormationLayoutFieldsFragmentDoc,
    "\n  fragment ManagerStatsFields on ManagerStats {\n    totalPoints\n    rank\n    teamValue\n    weeklyPoints\n    matchesPlayed\n    averagePoints\n    gameweeks {\n      gameweek\n      points\n      final\n    }\n  }\n": typeof types.ManagerStatsFieldsFragmentDoc,
    "\n  mutation SaveSquad($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      ...SquadFields\n    }\n  }\n": typeof types.SaveSquadDocument,
    "\n  mutation SetCaptain($cardId: ID!) {\n    setCaptain(cardId: $cardId) {\n      ...SquadFields\n    }\n  }\n": typeof types.SetCaptainDocument,
    "\n  mutation DismissSquadNotice($id: ID!) {\n    dismissSquadNotice(id: $id)\n  }\n": typeof types.DismissSquadNoticeDocument,
    "\n  query TeamPage {\n    formations {\n      ...FormationLayoutFields\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n": typeof types.TeamPageDocument,
    "\n  query LinkedWallets {\n    me {\n      id\n      wallets {\n        address\n        linkedAt\n      }\n    }\n  }\n": typeof types.LinkedWalletsDocument,
    "\n  mutation RequestWalletLinkChallenge($address: String!) {\n    requestWalletLinkChallenge(address: $address) {\n      nonce\n      message\n    }\n  }\n": typeof types.RequestWalletLinkChallengeDocument,
    "\n  mutation LinkWallet($input: LinkWalletInput!) {\n    linkWallet(input: $input) {\n      address\n      linkedAt\n    }\n  }\n": typeof types.LinkWalletDocument,
    "\n  mutation UnlinkWallet($address: String!) {\n    unlinkWallet(address: $address)\n  }\n": typeof types.UnlinkWalletDocument,
    "\n      query CachedForAlice {\n        currentGameweek\n      }\n    ": typeof types.CachedForAliceDocument,
    "\n    query SessionLossProbe {\n      currentGameweek\n    }\n  ": typeof types.SessionLossProbeDocument,
};
const documents: Documents = {
    "\n  query MyAchievements {\n    myAchievements {\n      ...AchievementFields\n    }\n  }\n": types.MyAchievementsDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    title\n    description\n    rule\n    icon\n    rarity\n    category\n    progress\n    maxProgress\n    unlocked\n    unlockedAt\n    reward {\n      tokens\n      badge\n      nft\n    }\n  }\n": types.AchievementFieldsFragmentDoc,
    "\n  query MyChampionshipEntry($id: ID!) {\n    championship(id: $id) {\n      id\n      myPreRegistration {\n        id\n      }\n    }\n    league(id: $id) {\n      id\n      myMembership {\n        id\n        status\n      }\n    }\n  }\n": types.MyChampionshipEntryDocument,
    "\n  query NextLock {\n    gameClock {\n      gameTime\n      held\n    }\n    nextGameweek {\n      number\n      deadline\n    }\n    upcomingFixtures(limit: 10) {\n      id\n      gameweek\n      kickoffAt\n      homeClub {\n        id\n        name\n      }\n      awayClub {\n        id\n        name\n      }\n    }\n  }\n": types.NextLockDocument,
    "\n  fragment BattleFields on Battle {\n    id\n    challenger {\n      id\n      username\n    }\n    opponent {\n      id\n      username\n    }\n    invited {\n      id\n      username\n    }\n    status\n    wager\n    prize\n    gameweek\n    acceptBy\n    challengerScore\n    opponentScore\n    result\n    funded\n    refusal\n    createdAt\n    settledAt\n  }\n": types.BattleFieldsFragmentDoc,
    "\n  mutation CreateBattle($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      ...BattleFields\n    }\n  }\n": types.CreateBattleDocument,
    "\n  mutation AcceptBattle($battleId: ID!) {\n    acceptBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n": types.AcceptBattleDocument,
    "\n  mutation CancelBattle($battleId: ID!) {\n    cancelBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n": types.CancelBattleDocument,
    "\n  query MyBattles {\n    myBattles {\n      ...BattleFields\n    }\n  }\n": types.MyBattlesDocument,
    "\n  query OpenBattles {\n    openBattles {\n      ...BattleFields\n    }\n  }\n": types.OpenBattlesDocument,
    "\n  query NextGameweek {\n    nextGameweek {\n      number\n      deadline\n    }\n  }\n": types.NextGameweekDocument,
    "\n  query InjuryCenterPage {\n    injuries {\n      id\n      ...InjuryCard_injury\n    }\n  }\n": types.InjuryCenterPageDocument,
    "\n  fragment InjuryCard_injury on Injury {\n    id\n    footballer {\n      id\n    }\n    playerName\n    team\n    position\n    injury\n    severity\n    expectedReturn\n    status\n    impactOnTeam\n    lastUpdate\n  }\n": types.InjuryCard_InjuryFragmentDoc,
    "\n  fragment LeagueCardFields on League {\n    id\n    name\n    description\n    maxParticipants\n    memberCount\n    entryFee\n    prizePool\n    status\n    phase\n    myMembership {\n      id\n      status\n    }\n  }\n": types.LeagueCardFieldsFragmentDoc,
    "\n  fragment LeagueMembershipFields on LeagueMembership {\n    id\n    status\n    refusal\n    league {\n      ...LeagueCardFields\n    }\n  }\n": types.LeagueMembershipFieldsFragmentDoc,
    "\n  fragment LeagueDetailsFields on League {\n    ...LeagueCardFields\n    prizeDetails\n    firstPrize\n    secondPrize\n    thirdPrize\n    pot\n    startGameweek\n    endGameweek\n    startDate\n    endDate\n    championship\n    isPrivate\n    creator {\n      id\n      username\n    }\n    inviteCode\n    standings {\n      rank\n      points\n      lastGameweekPoints\n      prize\n      manager {\n        id\n        username\n      }\n    }\n    gameweeks {\n      gameweek\n      final\n      scores {\n        points\n        manager {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.LeagueDetailsFieldsFragmentDoc,
    "\n  fragment MyLeagueFields on MyLeague {\n    id\n    name\n    rank\n    points\n    status\n    phase\n  }\n": types.MyLeagueFieldsFragmentDoc,
    "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n": types.CreateLeagueDocument,
    "\n  mutation JoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      ...LeagueMembershipFields\n    }\n  }\n": types.JoinLeagueDocument,
    "\n  mutation JoinLeagueByCode($inviteCode: String!) {\n    joinLeagueByCode(inviteCode: $inviteCode) {\n      ...LeagueMembershipFields\n    }\n  }\n": types.JoinLeagueByCodeDocument,
    "\n  query AvailableLeagues($limit: Int!, $offset: Int!) {\n    leagues(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...LeagueCardFields\n      }\n    }\n  }\n": types.AvailableLeaguesDocument,
    "\n  query MyLeagues {\n    myLeagues {\n      ...MyLeagueFields\n    }\n  }\n": types.MyLeaguesDocument,
    "\n  query MyLeaguesFrom($offset: Int!) {\n    myLeagues(offset: $offset) {\n      ...MyLeagueFields\n    }\n  }\n": types.MyLeaguesFromDocument,
    "\n  query LeagueDetails($id: ID!) {\n    league(id: $id) {\n      ...LeagueDetailsFields\n    }\n  }\n": types.LeagueDetailsDocument,
    "\n  query LeagueMembership($id: ID!) {\n    leagueMembership(id: $id) {\n      ...LeagueMembershipFields\n    }\n  }\n": types.LeagueMembershipDocument,
    "\n  query LeagueFunding($id: ID!) {\n    league(id: $id) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n": types.LeagueFundingDocument,
    "\n  query SeasonGameweeks {\n    upcomingGameweeks(limit: 100) {\n      number\n      deadline\n    }\n  }\n": types.SeasonGameweeksDocument,
    "\n  subscription MarketListingEnded {\n    marketListingEnded {\n      listingId\n      cardId\n      reason\n    }\n  }\n": types.MarketListingEndedDocument,
    "\n  fragment MarketPlayerFields on MarketPlayer {\n    id\n    name\n    club\n    overall\n    position\n    rarity\n  }\n": types.MarketPlayerFieldsFragmentDoc,
    "\n  fragment MarketListingFields on MarketListing {\n    id\n    cardId\n    listedAt\n    marketplace {\n      id\n      price\n      isActive\n    }\n    players {\n      ...MarketPlayerFields\n    }\n    users {\n      id\n      username\n    }\n  }\n": types.MarketListingFieldsFragmentDoc,
    "\n  fragment MarketListingCardFields on MarketListing {\n    ...MarketListingFields\n    players {\n      id\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n": types.MarketListingCardFieldsFragmentDoc,
    "\n  fragment NewCardOfferFields on NewCardOffer {\n    price\n    remaining\n    players {\n      ...MarketPlayerFields\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n": types.NewCardOfferFieldsFragmentDoc,
    "\n  fragment MarketPurchaseFields on MarketPurchase {\n    id\n    status\n    failureReason\n    listingId\n    footballerId\n    price\n    cardId\n  }\n": types.MarketPurchaseFieldsFragmentDoc,
    "\n  fragment SellableCardFields on PlayerCard {\n    id\n    source\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      overall\n      club {\n        id\n        name\n      }\n    }\n  }\n": types.SellableCardFieldsFragmentDoc,
    "\n  mutation BuyListing($listingId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyListing(listingId: $listingId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n": types.BuyListingDocument,
    "\n  mutation BuyNewCard($footballerId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyNewCard(footballerId: $footballerId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n": types.BuyNewCardDocument,
    "\n  mutation ListCard($cardId: ID!, $price: Int!) {\n    listCard(cardId: $cardId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n": types.ListCardDocument,
    "\n  mutation RepriceListing($listingId: ID!, $price: Int!) {\n    repriceListing(listingId: $listingId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n": types.RepriceListingDocument,
    "\n  mutation DelistCard($listingId: ID!) {\n    delistCard(listingId: $listingId) {\n      ...MarketListingFields\n    }\n  }\n": types.DelistCardDocument,
    "\n  query MarketListings(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    marketListings(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...MarketListingCardFields\n      }\n    }\n  }\n": types.MarketListingsDocument,
    "\n  query NewCardOffers(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    newCardOffers(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...NewCardOfferFields\n      }\n    }\n  }\n": types.NewCardOffersDocument,
    "\n  query MyMarket {\n    mySplBalance {\n      currentBalance\n      totalEarned\n      lockedBonus\n      gameweeksUntilUnlocked\n    }\n    myListings {\n      ...MarketListingFields\n    }\n    canListCards\n    myCards {\n      ...SellableCardFields\n    }\n  }\n": types.MyMarketDocument,
    "\n  query MyMarketCardsFrom($offset: Int!) {\n    myCards(offset: $offset) {\n      ...SellableCardFields\n    }\n  }\n": types.MyMarketCardsFromDocument,
    "\n  query MarketPurchase($id: ID!) {\n    marketPurchase(id: $id) {\n      ...MarketPurchaseFields\n    }\n  }\n": types.MarketPurchaseDocument,
    "\n  fragment MarketPlayerForm_footballer on Footballer {\n    id\n    form\n    nextFixtures(limit: 1) {\n      matchId\n      home\n      difficulty\n      opponent {\n        id\n        shortName\n      }\n    }\n  }\n": types.MarketPlayerForm_FootballerFragmentDoc,
    "\n  query GameweekStatus {\n    liveGameweek {\n      number\n    }\n  }\n": types.GameweekStatusDocument,
    "\n  query HomePage {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment LiveMatchCache_version on Match {\n    id\n    version\n  }\n": types.LiveMatchCache_VersionFragmentDoc,
    "\n  fragment LiveMatchFields on Match {\n    id\n    gameweek\n    status\n    minute\n    homeScore\n    awayScore\n    score\n    version\n    homeClub {\n      id\n      name\n      shortName\n    }\n    awayClub {\n      id\n      name\n      shortName\n    }\n  }\n": types.LiveMatchFieldsFragmentDoc,
    "\n  subscription LiveMatchUpdated {\n    liveMatchUpdated {\n      match {\n        ...LiveMatchFields\n      }\n    }\n  }\n": types.LiveMatchUpdatedDocument,
    "\n  query LiveMatchesPoll {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n  }\n": types.LiveMatchesPollDocument,
    "\n  subscription MatchAction($matchId: ID!) {\n    matchAction(matchId: $matchId) {\n      id\n      matchId\n      kind\n      minute\n    }\n  }\n": types.MatchActionDocument,
    "\n  query MatchDialog($id: ID!) {\n    match(id: $id) {\n      id\n      ...MatchDialog_match\n    }\n  }\n": types.MatchDialogDocument,
    "\n  query TopPerformersRefresh {\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n": types.TopPerformersRefreshDocument,
    "\n  fragment MatchDialog_match on Match {\n    ...LiveMatchFields\n    actions {\n      id\n      ...MatchTimeline_action\n    }\n  }\n": types.MatchDialog_MatchFragmentDoc,
    "\n  fragment MatchTimeline_action on MatchAction {\n    id\n    minute\n    kind\n    homeScore\n    awayScore\n    club {\n      id\n      shortName\n    }\n    footballer {\n      id\n      name\n    }\n    assist {\n      id\n      name\n    }\n    related {\n      id\n      name\n    }\n  }\n": types.MatchTimeline_ActionFragmentDoc,
    "\n  fragment TopPerformersPanel_performance on FootballerPerformance {\n    gameweek\n    points\n    goals\n    assists\n    footballer {\n      id\n      name\n      position\n      club {\n        id\n        shortName\n      }\n    }\n  }\n": types.TopPerformersPanel_PerformanceFragmentDoc,
    "\n  query NftCollection {\n    nftCollection {\n      network\n      packageId\n      marketId\n      cardType\n    }\n  }\n": types.NftCollectionDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {\n    setNotificationPreference(input: $input) {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n": types.SetNotificationPreferenceDocument,
    "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n": types.MyNotificationPreferencesDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query MyUnreadNotificationCount {\n    myUnreadNotificationCount\n  }\n": types.MyUnreadNotificationCountDocument,
    "\n  query MyNotifications($limit: Int!, $offset: Int!) {\n    myNotifications(limit: $limit, offset: $offset) {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment NotificationPreferenceRow_preference on NotificationPreference {\n    kind\n    inApp\n    email\n    push\n  }\n": types.NotificationPreferenceRow_PreferenceFragmentDoc,
    "\n  query PlayerPage($id: ID!) {\n    footballer(id: $id) {\n      id\n      ...PlayerHeader_footballer\n      ...PlayerFigures_footballer\n      ...PlayerPoints_footballer\n      ...PlayerFixtures_footballer\n      ...PlayerMarket_footballer\n    }\n  }\n": types.PlayerPageDocument,
    "\n  fragment PlayerFigures_footballer on Footballer {\n    id\n    form\n    seasonTotals {\n      appearances\n      minutes\n      goals\n      assists\n      cleanSheets\n      points\n    }\n    splEarned\n    ownership {\n      gameweek\n      lineups\n      percent\n    }\n  }\n": types.PlayerFigures_FootballerFragmentDoc,
    "\n  fragment PlayerFixtures_footballer on Footballer {\n    id\n    nextFixtures(limit: 5) {\n      matchId\n      gameweek\n      kickoffAt\n      home\n      difficulty\n      opponent {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": types.PlayerFixtures_FootballerFragmentDoc,
    "\n  fragment PlayerHeader_footballer on Footballer {\n    id\n    name\n    position\n    overall\n    rarity\n    available\n    club {\n      id\n      name\n    }\n    injury {\n      id\n      injury\n      expectedReturn\n    }\n  }\n": types.PlayerHeader_FootballerFragmentDoc,
    "\n  fragment PlayerMarket_footballer on Footballer {\n    id\n    name\n    market {\n      floors {\n        rarity\n        price\n        listings\n      }\n      lastSales(limit: 10) {\n        price\n        rarity\n        soldAt\n      }\n      priceHistory(days: 90) {\n        day\n        averagePrice\n        lowestPrice\n        sales\n      }\n    }\n  }\n": types.PlayerMarket_FootballerFragmentDoc,
    "\n  fragment PlayerPoints_footballer on Footballer {\n    id\n    gameweeks {\n      gameweek\n      points\n      minutes\n      goals\n      assists\n      cleanSheet\n    }\n  }\n": types.PlayerPoints_FootballerFragmentDoc,
    "\n  subscription SplPaid {\n    splPaid {\n      splTokens\n      balance {\n        ...SplBalanceFields\n      }\n      rewards {\n        ...SplRewardFields\n      }\n      achievement {\n        id\n        title\n        icon\n        rarity\n        category\n        unlocked\n        unlockedAt\n        reward {\n          tokens\n          badge\n          nft\n        }\n      }\n    }\n  }\n": types.SplPaidDocument,
    "\n  fragment SplBalanceFields on SplBalance {\n    currentBalance\n    totalEarned\n  }\n": types.SplBalanceFieldsFragmentDoc,
    "\n  fragment SplLockedBonusFields on SplBalance {\n    lockedBonus\n    gameweeksUntilUnlocked\n  }\n": types.SplLockedBonusFieldsFragmentDoc,
    "\n  fragment SplRewardFields on SplReward {\n    id\n    actionType\n    isCaptain\n    gameweek\n    awardedAt\n    splTokens\n    matchDetails {\n      matchId\n      footballerId\n      footballerName\n      minute\n      homeScore\n      awayScore\n      homeClub {\n        id\n        name\n        shortName\n      }\n      awayClub {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": types.SplRewardFieldsFragmentDoc,
    "\n  query SplRewardsPage {\n    mySplBalance {\n      ...SplBalanceFields\n      ...SplLockedBonusFields\n    }\n    mySplRank\n    mySplRewards(limit: 50) {\n      ...SplRewardFields\n    }\n    splRewardRules {\n      captainMultiplier\n      captainLabel\n      rules {\n        actionType\n        label\n        amounts {\n          positionGroup\n          spl\n        }\n      }\n    }\n    splLeaderboard(limit: 100) {\n      id\n      rank\n      username\n      splTokens\n    }\n  }\n": types.SplRewardsPageDocument,
    "\n  fragment SplStatementLineFields on SplStatementLine {\n    id\n    at\n    kind\n    amount\n    balanceAfter\n    reason\n    holdStatus\n    fee\n    cause {\n      type\n      id\n    }\n    footballer {\n      id\n    }\n  }\n": types.SplStatementLineFieldsFragmentDoc,
    "\n  query SplStatement($limit: Int, $before: ID) {\n    splStatement(limit: $limit, before: $before) {\n      items {\n        ...SplStatementLineFields\n      }\n      total\n      nextCursor\n    }\n  }\n": types.SplStatementDocument,
    "\n  query MyStats {\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n": types.MyStatsDocument,
    "\n  query SquadBuilder {\n    formations {\n      ...FormationLayoutFields\n    }\n    squadRules {\n      benchSize\n      teamNameMaxLength\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myCards(limit: 50) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n": types.SquadBuilderDocument,
    "\n  query MyCardsFrom($offset: Int!) {\n    myCards(limit: 50, offset: $offset) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n": types.MyCardsFromDocument,
    "\n  fragment PlayerCardFields on PlayerCard {\n    id\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      positionGroup\n      overall\n      club {\n        id\n        name\n        shortName\n      }\n    }\n  }\n": types.PlayerCardFieldsFragmentDoc,
    "\n  fragment PlayerCardFiguresFields on PlayerCard {\n    id\n    footballer {\n      id\n      form\n      seasonTotals {\n        points\n      }\n      nextFixtures(limit: 1) {\n        matchId\n        gameweek\n        kickoffAt\n        home\n        difficulty\n        opponent {\n          id\n          name\n          shortName\n        }\n      }\n      market {\n        floors {\n          rarity\n          price\n          listings\n        }\n      }\n    }\n  }\n": types.PlayerCardFiguresFieldsFragmentDoc,
    "\n  fragment SquadFields on Squad {\n    teamName\n    formation\n    captainCardId\n    viceCaptainCardId\n    slots {\n      index\n      group\n      label\n      x\n      y\n      card {\n        ...PlayerCardFields\n      }\n    }\n    bench {\n      ...PlayerCardFields\n    }\n    ratings {\n      overall\n      chemistry\n      attack\n      defense\n    }\n    notices {\n      id\n      cardId\n      message\n      createdAt\n    }\n    locks {\n      gameweek\n      live\n      cards {\n        cardId\n        lockAt\n        locked\n      }\n    }\n  }\n": types.SquadFieldsFragmentDoc,
    "\n  fragment FormationLayoutFields on FormationLayout {\n    formation\n    slots {\n      index\n      group\n      label\n      x\n      y\n    }\n  }\n": types.FormationLayoutFieldsFragmentDoc,
    "\n  fragment ManagerStatsFields on ManagerStats {\n    totalPoints\n    rank\n    teamValue\n    weeklyPoints\n    matchesPlayed\n    averagePoints\n    gameweeks {\n      gameweek\n      points\n      final\n    }\n  }\n": types.ManagerStatsFieldsFragmentDoc,
    "\n  mutation SaveSquad($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      ...SquadFields\n    }\n  }\n": types.SaveSquadDocument,
    "\n  mutation SetCaptain($cardId: ID!) {\n    setCaptain(cardId: $cardId) {\n      ...SquadFields\n    }\n  }\n": types.SetCaptainDocument,
    "\n  mutation DismissSquadNotice($id: ID!) {\n    dismissSquadNotice(id: $id)\n  }\n": types.DismissSquadNoticeDocument,
    "\n  query TeamPage {\n    formations {\n      ...FormationLayoutFields\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n": types.TeamPageDocument,
    "\n  query LinkedWallets {\n    me {\n      id\n      wallets {\n        address\n        linkedAt\n      }\n    }\n  }\n": types.LinkedWalletsDocument,
    "\n  mutation RequestWalletLinkChallenge($address: String!) {\n    requestWalletLinkChallenge(address: $address) {\n      nonce\n      message\n    }\n  }\n": types.RequestWalletLinkChallengeDocument,
    "\n  mutation LinkWallet($input: LinkWalletInput!) {\n    linkWallet(input: $input) {\n      address\n      linkedAt\n    }\n  }\n": types.LinkWalletDocument,
    "\n  mutation UnlinkWallet($address: String!) {\n    unlinkWallet(address: $address)\n  }\n": types.UnlinkWalletDocument,
    "\n      query CachedForAlice {\n        currentGameweek\n      }\n    ": types.CachedForAliceDocument,
    "\n    query SessionLossProbe {\n      currentGameweek\n    }\n  ": types.SessionLossProbeDocument,
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
export function graphql(source: "\n  query MyAchievements {\n    myAchievements {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  query MyAchievements {\n    myAchievements {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AchievementFields on Achievement {\n    id\n    title\n    description\n    rule\n    icon\n    rarity\n    category\n    progress\n    maxProgress\n    unlocked\n    unlockedAt\n    reward {\n      tokens\n      badge\n      nft\n    }\n  }\n"): (typeof documents)["\n  fragment AchievementFields on Achievement {\n    id\n    title\n    description\n    rule\n    icon\n    rarity\n    category\n    progress\n    maxProgress\n    unlocked\n    unlockedAt\n    reward {\n      tokens\n      badge\n      nft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChampionshipEntry($id: ID!) {\n    championship(id: $id) {\n      id\n      myPreRegistration {\n        id\n      }\n    }\n    league(id: $id) {\n      id\n      myMembership {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyChampionshipEntry($id: ID!) {\n    championship(id: $id) {\n      id\n      myPreRegistration {\n        id\n      }\n    }\n    league(id: $id) {\n      id\n      myMembership {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextLock {\n    gameClock {\n      gameTime\n      held\n    }\n    nextGameweek {\n      number\n      deadline\n    }\n    upcomingFixtures(limit: 10) {\n      id\n      gameweek\n      kickoffAt\n      homeClub {\n        id\n        name\n      }\n      awayClub {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query NextLock {\n    gameClock {\n      gameTime\n      held\n    }\n    nextGameweek {\n      number\n      deadline\n    }\n    upcomingFixtures(limit: 10) {\n      id\n      gameweek\n      kickoffAt\n      homeClub {\n        id\n        name\n      }\n      awayClub {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BattleFields on Battle {\n    id\n    challenger {\n      id\n      username\n    }\n    opponent {\n      id\n      username\n    }\n    invited {\n      id\n      username\n    }\n    status\n    wager\n    prize\n    gameweek\n    acceptBy\n    challengerScore\n    opponentScore\n    result\n    funded\n    refusal\n    createdAt\n    settledAt\n  }\n"): (typeof documents)["\n  fragment BattleFields on Battle {\n    id\n    challenger {\n      id\n      username\n    }\n    opponent {\n      id\n      username\n    }\n    invited {\n      id\n      username\n    }\n    status\n    wager\n    prize\n    gameweek\n    acceptBy\n    challengerScore\n    opponentScore\n    result\n    funded\n    refusal\n    createdAt\n    settledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBattle($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      ...BattleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBattle($input: CreateBattleInput!) {\n    createBattle(input: $input) {\n      ...BattleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptBattle($battleId: ID!) {\n    acceptBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptBattle($battleId: ID!) {\n    acceptBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBattle($battleId: ID!) {\n    cancelBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBattle($battleId: ID!) {\n    cancelBattle(battleId: $battleId) {\n      ...BattleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBattles {\n    myBattles {\n      ...BattleFields\n    }\n  }\n"): (typeof documents)["\n  query MyBattles {\n    myBattles {\n      ...BattleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenBattles {\n    openBattles {\n      ...BattleFields\n    }\n  }\n"): (typeof documents)["\n  query OpenBattles {\n    openBattles {\n      ...BattleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextGameweek {\n    nextGameweek {\n      number\n      deadline\n    }\n  }\n"): (typeof documents)["\n  query NextGameweek {\n    nextGameweek {\n      number\n      deadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InjuryCenterPage {\n    injuries {\n      id\n      ...InjuryCard_injury\n    }\n  }\n"): (typeof documents)["\n  query InjuryCenterPage {\n    injuries {\n      id\n      ...InjuryCard_injury\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InjuryCard_injury on Injury {\n    id\n    footballer {\n      id\n    }\n    playerName\n    team\n    position\n    injury\n    severity\n    expectedReturn\n    status\n    impactOnTeam\n    lastUpdate\n  }\n"): (typeof documents)["\n  fragment InjuryCard_injury on Injury {\n    id\n    footballer {\n      id\n    }\n    playerName\n    team\n    position\n    injury\n    severity\n    expectedReturn\n    status\n    impactOnTeam\n    lastUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueCardFields on League {\n    id\n    name\n    description\n    maxParticipants\n    memberCount\n    entryFee\n    prizePool\n    status\n    phase\n    myMembership {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueCardFields on League {\n    id\n    name\n    description\n    maxParticipants\n    memberCount\n    entryFee\n    prizePool\n    status\n    phase\n    myMembership {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueMembershipFields on LeagueMembership {\n    id\n    status\n    refusal\n    league {\n      ...LeagueCardFields\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueMembershipFields on LeagueMembership {\n    id\n    status\n    refusal\n    league {\n      ...LeagueCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueDetailsFields on League {\n    ...LeagueCardFields\n    prizeDetails\n    firstPrize\n    secondPrize\n    thirdPrize\n    pot\n    startGameweek\n    endGameweek\n    startDate\n    endDate\n    championship\n    isPrivate\n    creator {\n      id\n      username\n    }\n    inviteCode\n    standings {\n      rank\n      points\n      lastGameweekPoints\n      prize\n      manager {\n        id\n        username\n      }\n    }\n    gameweeks {\n      gameweek\n      final\n      scores {\n        points\n        manager {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueDetailsFields on League {\n    ...LeagueCardFields\n    prizeDetails\n    firstPrize\n    secondPrize\n    thirdPrize\n    pot\n    startGameweek\n    endGameweek\n    startDate\n    endDate\n    championship\n    isPrivate\n    creator {\n      id\n      username\n    }\n    inviteCode\n    standings {\n      rank\n      points\n      lastGameweekPoints\n      prize\n      manager {\n        id\n        username\n      }\n    }\n    gameweeks {\n      gameweek\n      final\n      scores {\n        points\n        manager {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyLeagueFields on MyLeague {\n    id\n    name\n    rank\n    points\n    status\n    phase\n  }\n"): (typeof documents)["\n  fragment MyLeagueFields on MyLeague {\n    id\n    name\n    rank\n    points\n    status\n    phase\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLeague($input: CreateLeagueInput!) {\n    createLeague(input: $input) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      ...LeagueMembershipFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinLeague($leagueId: ID!) {\n    joinLeague(leagueId: $leagueId) {\n      ...LeagueMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLeagueByCode($inviteCode: String!) {\n    joinLeagueByCode(inviteCode: $inviteCode) {\n      ...LeagueMembershipFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinLeagueByCode($inviteCode: String!) {\n    joinLeagueByCode(inviteCode: $inviteCode) {\n      ...LeagueMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableLeagues($limit: Int!, $offset: Int!) {\n    leagues(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...LeagueCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AvailableLeagues($limit: Int!, $offset: Int!) {\n    leagues(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...LeagueCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeagues {\n    myLeagues {\n      ...MyLeagueFields\n    }\n  }\n"): (typeof documents)["\n  query MyLeagues {\n    myLeagues {\n      ...MyLeagueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeaguesFrom($offset: Int!) {\n    myLeagues(offset: $offset) {\n      ...MyLeagueFields\n    }\n  }\n"): (typeof documents)["\n  query MyLeaguesFrom($offset: Int!) {\n    myLeagues(offset: $offset) {\n      ...MyLeagueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueDetails($id: ID!) {\n    league(id: $id) {\n      ...LeagueDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query LeagueDetails($id: ID!) {\n    league(id: $id) {\n      ...LeagueDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueMembership($id: ID!) {\n    leagueMembership(id: $id) {\n      ...LeagueMembershipFields\n    }\n  }\n"): (typeof documents)["\n  query LeagueMembership($id: ID!) {\n    leagueMembership(id: $id) {\n      ...LeagueMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueFunding($id: ID!) {\n    league(id: $id) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n"): (typeof documents)["\n  query LeagueFunding($id: ID!) {\n    league(id: $id) {\n      ...LeagueCardFields\n      inviteCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeasonGameweeks {\n    upcomingGameweeks(limit: 100) {\n      number\n      deadline\n    }\n  }\n"): (typeof documents)["\n  query SeasonGameweeks {\n    upcomingGameweeks(limit: 100) {\n      number\n      deadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MarketListingEnded {\n    marketListingEnded {\n      listingId\n      cardId\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription MarketListingEnded {\n    marketListingEnded {\n      listingId\n      cardId\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketPlayerFields on MarketPlayer {\n    id\n    name\n    club\n    overall\n    position\n    rarity\n  }\n"): (typeof documents)["\n  fragment MarketPlayerFields on MarketPlayer {\n    id\n    name\n    club\n    overall\n    position\n    rarity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketListingFields on MarketListing {\n    id\n    cardId\n    listedAt\n    marketplace {\n      id\n      price\n      isActive\n    }\n    players {\n      ...MarketPlayerFields\n    }\n    users {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment MarketListingFields on MarketListing {\n    id\n    cardId\n    listedAt\n    marketplace {\n      id\n      price\n      isActive\n    }\n    players {\n      ...MarketPlayerFields\n    }\n    users {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketListingCardFields on MarketListing {\n    ...MarketListingFields\n    players {\n      id\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MarketListingCardFields on MarketListing {\n    ...MarketListingFields\n    players {\n      id\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewCardOfferFields on NewCardOffer {\n    price\n    remaining\n    players {\n      ...MarketPlayerFields\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment NewCardOfferFields on NewCardOffer {\n    price\n    remaining\n    players {\n      ...MarketPlayerFields\n      footballer {\n        ...MarketPlayerForm_footballer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketPurchaseFields on MarketPurchase {\n    id\n    status\n    failureReason\n    listingId\n    footballerId\n    price\n    cardId\n  }\n"): (typeof documents)["\n  fragment MarketPurchaseFields on MarketPurchase {\n    id\n    status\n    failureReason\n    listingId\n    footballerId\n    price\n    cardId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellableCardFields on PlayerCard {\n    id\n    source\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      overall\n      club {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SellableCardFields on PlayerCard {\n    id\n    source\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      overall\n      club {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyListing($listingId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyListing(listingId: $listingId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation BuyListing($listingId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyListing(listingId: $listingId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyNewCard($footballerId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyNewCard(footballerId: $footballerId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation BuyNewCard($footballerId: ID!, $expectedPrice: Int!, $idempotencyKey: String!) {\n    buyNewCard(footballerId: $footballerId, expectedPrice: $expectedPrice, idempotencyKey: $idempotencyKey) {\n      ...MarketPurchaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListCard($cardId: ID!, $price: Int!) {\n    listCard(cardId: $cardId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListCard($cardId: ID!, $price: Int!) {\n    listCard(cardId: $cardId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepriceListing($listingId: ID!, $price: Int!) {\n    repriceListing(listingId: $listingId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RepriceListing($listingId: ID!, $price: Int!) {\n    repriceListing(listingId: $listingId, price: $price) {\n      ...MarketListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DelistCard($listingId: ID!) {\n    delistCard(listingId: $listingId) {\n      ...MarketListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation DelistCard($listingId: ID!) {\n    delistCard(listingId: $listingId) {\n      ...MarketListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketListings(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    marketListings(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...MarketListingCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketListings(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    marketListings(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...MarketListingCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewCardOffers(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    newCardOffers(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...NewCardOfferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewCardOffers(\n    $search: String\n    $position: PositionGroup\n    $sort: MarketSort\n    $minForm: Float\n    $maxPrice: Int\n    $maxDifficulty: Int\n    $limit: Int!\n    $offset: Int!\n  ) {\n    newCardOffers(\n      search: $search\n      position: $position\n      sort: $sort\n      minForm: $minForm\n      maxPrice: $maxPrice\n      maxDifficulty: $maxDifficulty\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        ...NewCardOfferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarket {\n    mySplBalance {\n      currentBalance\n      totalEarned\n      lockedBonus\n      gameweeksUntilUnlocked\n    }\n    myListings {\n      ...MarketListingFields\n    }\n    canListCards\n    myCards {\n      ...SellableCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyMarket {\n    mySplBalance {\n      currentBalance\n      totalEarned\n      lockedBonus\n      gameweeksUntilUnlocked\n    }\n    myListings {\n      ...MarketListingFields\n    }\n    canListCards\n    myCards {\n      ...SellableCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarketCardsFrom($offset: Int!) {\n    myCards(offset: $offset) {\n      ...SellableCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyMarketCardsFrom($offset: Int!) {\n    myCards(offset: $offset) {\n      ...SellableCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketPurchase($id: ID!) {\n    marketPurchase(id: $id) {\n      ...MarketPurchaseFields\n    }\n  }\n"): (typeof documents)["\n  query MarketPurchase($id: ID!) {\n    marketPurchase(id: $id) {\n      ...MarketPurchaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketPlayerForm_footballer on Footballer {\n    id\n    form\n    nextFixtures(limit: 1) {\n      matchId\n      home\n      difficulty\n      opponent {\n        id\n        shortName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MarketPlayerForm_footballer on Footballer {\n    id\n    form\n    nextFixtures(limit: 1) {\n      matchId\n      home\n      difficulty\n      opponent {\n        id\n        shortName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameweekStatus {\n    liveGameweek {\n      number\n    }\n  }\n"): (typeof documents)["\n  query GameweekStatus {\n    liveGameweek {\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveMatchCache_version on Match {\n    id\n    version\n  }\n"): (typeof documents)["\n  fragment LiveMatchCache_version on Match {\n    id\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveMatchFields on Match {\n    id\n    gameweek\n    status\n    minute\n    homeScore\n    awayScore\n    score\n    version\n    homeClub {\n      id\n      name\n      shortName\n    }\n    awayClub {\n      id\n      name\n      shortName\n    }\n  }\n"): (typeof documents)["\n  fragment LiveMatchFields on Match {\n    id\n    gameweek\n    status\n    minute\n    homeScore\n    awayScore\n    score\n    version\n    homeClub {\n      id\n      name\n      shortName\n    }\n    awayClub {\n      id\n      name\n      shortName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMatchUpdated {\n    liveMatchUpdated {\n      match {\n        ...LiveMatchFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMatchUpdated {\n    liveMatchUpdated {\n      match {\n        ...LiveMatchFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveMatchesPoll {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n  }\n"): (typeof documents)["\n  query LiveMatchesPoll {\n    liveMatches {\n      id\n      ...LiveMatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatchAction($matchId: ID!) {\n    matchAction(matchId: $matchId) {\n      id\n      matchId\n      kind\n      minute\n    }\n  }\n"): (typeof documents)["\n  subscription MatchAction($matchId: ID!) {\n    matchAction(matchId: $matchId) {\n      id\n      matchId\n      kind\n      minute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchDialog($id: ID!) {\n    match(id: $id) {\n      id\n      ...MatchDialog_match\n    }\n  }\n"): (typeof documents)["\n  query MatchDialog($id: ID!) {\n    match(id: $id) {\n      id\n      ...MatchDialog_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopPerformersRefresh {\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n"): (typeof documents)["\n  query TopPerformersRefresh {\n    topPerformers(limit: 5) {\n      ...TopPerformersPanel_performance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchDialog_match on Match {\n    ...LiveMatchFields\n    actions {\n      id\n      ...MatchTimeline_action\n    }\n  }\n"): (typeof documents)["\n  fragment MatchDialog_match on Match {\n    ...LiveMatchFields\n    actions {\n      id\n      ...MatchTimeline_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchTimeline_action on MatchAction {\n    id\n    minute\n    kind\n    homeScore\n    awayScore\n    club {\n      id\n      shortName\n    }\n    footballer {\n      id\n      name\n    }\n    assist {\n      id\n      name\n    }\n    related {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment MatchTimeline_action on MatchAction {\n    id\n    minute\n    kind\n    homeScore\n    awayScore\n    club {\n      id\n      shortName\n    }\n    footballer {\n      id\n      name\n    }\n    assist {\n      id\n      name\n    }\n    related {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopPerformersPanel_performance on FootballerPerformance {\n    gameweek\n    points\n    goals\n    assists\n    footballer {\n      id\n      name\n      position\n      club {\n        id\n        shortName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TopPerformersPanel_performance on FootballerPerformance {\n    gameweek\n    points\n    goals\n    assists\n    footballer {\n      id\n      name\n      position\n      club {\n        id\n        shortName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NftCollection {\n    nftCollection {\n      network\n      packageId\n      marketId\n      cardType\n    }\n  }\n"): (typeof documents)["\n  query NftCollection {\n    nftCollection {\n      network\n      packageId\n      marketId\n      cardType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {\n    setNotificationPreference(input: $input) {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {\n    setNotificationPreference(input: $input) {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n"): (typeof documents)["\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      ...NotificationPreferenceRow_preference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUnreadNotificationCount {\n    myUnreadNotificationCount\n  }\n"): (typeof documents)["\n  query MyUnreadNotificationCount {\n    myUnreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications($limit: Int!, $offset: Int!) {\n    myNotifications(limit: $limit, offset: $offset) {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  query MyNotifications($limit: Int!, $offset: Int!) {\n    myNotifications(limit: $limit, offset: $offset) {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferenceRow_preference on NotificationPreference {\n    kind\n    inApp\n    email\n    push\n  }\n"): (typeof documents)["\n  fragment NotificationPreferenceRow_preference on NotificationPreference {\n    kind\n    inApp\n    email\n    push\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerPage($id: ID!) {\n    footballer(id: $id) {\n      id\n      ...PlayerHeader_footballer\n      ...PlayerFigures_footballer\n      ...PlayerPoints_footballer\n      ...PlayerFixtures_footballer\n      ...PlayerMarket_footballer\n    }\n  }\n"): (typeof documents)["\n  query PlayerPage($id: ID!) {\n    footballer(id: $id) {\n      id\n      ...PlayerHeader_footballer\n      ...PlayerFigures_footballer\n      ...PlayerPoints_footballer\n      ...PlayerFixtures_footballer\n      ...PlayerMarket_footballer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerFigures_footballer on Footballer {\n    id\n    form\n    seasonTotals {\n      appearances\n      minutes\n      goals\n      assists\n      cleanSheets\n      points\n    }\n    splEarned\n    ownership {\n      gameweek\n      lineups\n      percent\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerFigures_footballer on Footballer {\n    id\n    form\n    seasonTotals {\n      appearances\n      minutes\n      goals\n      assists\n      cleanSheets\n      points\n    }\n    splEarned\n    ownership {\n      gameweek\n      lineups\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerFixtures_footballer on Footballer {\n    id\n    nextFixtures(limit: 5) {\n      matchId\n      gameweek\n      kickoffAt\n      home\n      difficulty\n      opponent {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerFixtures_footballer on Footballer {\n    id\n    nextFixtures(limit: 5) {\n      matchId\n      gameweek\n      kickoffAt\n      home\n      difficulty\n      opponent {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerHeader_footballer on Footballer {\n    id\n    name\n    position\n    overall\n    rarity\n    available\n    club {\n      id\n      name\n    }\n    injury {\n      id\n      injury\n      expectedReturn\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerHeader_footballer on Footballer {\n    id\n    name\n    position\n    overall\n    rarity\n    available\n    club {\n      id\n      name\n    }\n    injury {\n      id\n      injury\n      expectedReturn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerMarket_footballer on Footballer {\n    id\n    name\n    market {\n      floors {\n        rarity\n        price\n        listings\n      }\n      lastSales(limit: 10) {\n        price\n        rarity\n        soldAt\n      }\n      priceHistory(days: 90) {\n        day\n        averagePrice\n        lowestPrice\n        sales\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerMarket_footballer on Footballer {\n    id\n    name\n    market {\n      floors {\n        rarity\n        price\n        listings\n      }\n      lastSales(limit: 10) {\n        price\n        rarity\n        soldAt\n      }\n      priceHistory(days: 90) {\n        day\n        averagePrice\n        lowestPrice\n        sales\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerPoints_footballer on Footballer {\n    id\n    gameweeks {\n      gameweek\n      points\n      minutes\n      goals\n      assists\n      cleanSheet\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerPoints_footballer on Footballer {\n    id\n    gameweeks {\n      gameweek\n      points\n      minutes\n      goals\n      assists\n      cleanSheet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SplPaid {\n    splPaid {\n      splTokens\n      balance {\n        ...SplBalanceFields\n      }\n      rewards {\n        ...SplRewardFields\n      }\n      achievement {\n        id\n        title\n        icon\n        rarity\n        category\n        unlocked\n        unlockedAt\n        reward {\n          tokens\n          badge\n          nft\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SplPaid {\n    splPaid {\n      splTokens\n      balance {\n        ...SplBalanceFields\n      }\n      rewards {\n        ...SplRewardFields\n      }\n      achievement {\n        id\n        title\n        icon\n        rarity\n        category\n        unlocked\n        unlockedAt\n        reward {\n          tokens\n          badge\n          nft\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplBalanceFields on SplBalance {\n    currentBalance\n    totalEarned\n  }\n"): (typeof documents)["\n  fragment SplBalanceFields on SplBalance {\n    currentBalance\n    totalEarned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplLockedBonusFields on SplBalance {\n    lockedBonus\n    gameweeksUntilUnlocked\n  }\n"): (typeof documents)["\n  fragment SplLockedBonusFields on SplBalance {\n    lockedBonus\n    gameweeksUntilUnlocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplRewardFields on SplReward {\n    id\n    actionType\n    isCaptain\n    gameweek\n    awardedAt\n    splTokens\n    matchDetails {\n      matchId\n      footballerId\n      footballerName\n      minute\n      homeScore\n      awayScore\n      homeClub {\n        id\n        name\n        shortName\n      }\n      awayClub {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SplRewardFields on SplReward {\n    id\n    actionType\n    isCaptain\n    gameweek\n    awardedAt\n    splTokens\n    matchDetails {\n      matchId\n      footballerId\n      footballerName\n      minute\n      homeScore\n      awayScore\n      homeClub {\n        id\n        name\n        shortName\n      }\n      awayClub {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplRewardsPage {\n    mySplBalance {\n      ...SplBalanceFields\n      ...SplLockedBonusFields\n    }\n    mySplRank\n    mySplRewards(limit: 50) {\n      ...SplRewardFields\n    }\n    splRewardRules {\n      captainMultiplier\n      captainLabel\n      rules {\n        actionType\n        label\n        amounts {\n          positionGroup\n          spl\n        }\n      }\n    }\n    splLeaderboard(limit: 100) {\n      id\n      rank\n      username\n      splTokens\n    }\n  }\n"): (typeof documents)["\n  query SplRewardsPage {\n    mySplBalance {\n      ...SplBalanceFields\n      ...SplLockedBonusFields\n    }\n    mySplRank\n    mySplRewards(limit: 50) {\n      ...SplRewardFields\n    }\n    splRewardRules {\n      captainMultiplier\n      captainLabel\n      rules {\n        actionType\n        label\n        amounts {\n          positionGroup\n          spl\n        }\n      }\n    }\n    splLeaderboard(limit: 100) {\n      id\n      rank\n      username\n      splTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplStatementLineFields on SplStatementLine {\n    id\n    at\n    kind\n    amount\n    balanceAfter\n    reason\n    holdStatus\n    fee\n    cause {\n      type\n      id\n    }\n    footballer {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment SplStatementLineFields on SplStatementLine {\n    id\n    at\n    kind\n    amount\n    balanceAfter\n    reason\n    holdStatus\n    fee\n    cause {\n      type\n      id\n    }\n    footballer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplStatement($limit: Int, $before: ID) {\n    splStatement(limit: $limit, before: $before) {\n      items {\n        ...SplStatementLineFields\n      }\n      total\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query SplStatement($limit: Int, $before: ID) {\n    splStatement(limit: $limit, before: $before) {\n      items {\n        ...SplStatementLineFields\n      }\n      total\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStats {\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n"): (typeof documents)["\n  query MyStats {\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquadBuilder {\n    formations {\n      ...FormationLayoutFields\n    }\n    squadRules {\n      benchSize\n      teamNameMaxLength\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myCards(limit: 50) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n"): (typeof documents)["\n  query SquadBuilder {\n    formations {\n      ...FormationLayoutFields\n    }\n    squadRules {\n      benchSize\n      teamNameMaxLength\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myCards(limit: 50) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCardsFrom($offset: Int!) {\n    myCards(limit: 50, offset: $offset) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n"): (typeof documents)["\n  query MyCardsFrom($offset: Int!) {\n    myCards(limit: 50, offset: $offset) {\n      ...PlayerCardFields\n      ...PlayerCardFiguresFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerCardFields on PlayerCard {\n    id\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      positionGroup\n      overall\n      club {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerCardFields on PlayerCard {\n    id\n    rarity\n    value\n    footballer {\n      id\n      name\n      position\n      positionGroup\n      overall\n      club {\n        id\n        name\n        shortName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerCardFiguresFields on PlayerCard {\n    id\n    footballer {\n      id\n      form\n      seasonTotals {\n        points\n      }\n      nextFixtures(limit: 1) {\n        matchId\n        gameweek\n        kickoffAt\n        home\n        difficulty\n        opponent {\n          id\n          name\n          shortName\n        }\n      }\n      market {\n        floors {\n          rarity\n          price\n          listings\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerCardFiguresFields on PlayerCard {\n    id\n    footballer {\n      id\n      form\n      seasonTotals {\n        points\n      }\n      nextFixtures(limit: 1) {\n        matchId\n        gameweek\n        kickoffAt\n        home\n        difficulty\n        opponent {\n          id\n          name\n          shortName\n        }\n      }\n      market {\n        floors {\n          rarity\n          price\n          listings\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SquadFields on Squad {\n    teamName\n    formation\n    captainCardId\n    viceCaptainCardId\n    slots {\n      index\n      group\n      label\n      x\n      y\n      card {\n        ...PlayerCardFields\n      }\n    }\n    bench {\n      ...PlayerCardFields\n    }\n    ratings {\n      overall\n      chemistry\n      attack\n      defense\n    }\n    notices {\n      id\n      cardId\n      message\n      createdAt\n    }\n    locks {\n      gameweek\n      live\n      cards {\n        cardId\n        lockAt\n        locked\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SquadFields on Squad {\n    teamName\n    formation\n    captainCardId\n    viceCaptainCardId\n    slots {\n      index\n      group\n      label\n      x\n      y\n      card {\n        ...PlayerCardFields\n      }\n    }\n    bench {\n      ...PlayerCardFields\n    }\n    ratings {\n      overall\n      chemistry\n      attack\n      defense\n    }\n    notices {\n      id\n      cardId\n      message\n      createdAt\n    }\n    locks {\n      gameweek\n      live\n      cards {\n        cardId\n        lockAt\n        locked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormationLayoutFields on FormationLayout {\n    formation\n    slots {\n      index\n      group\n      label\n      x\n      y\n    }\n  }\n"): (typeof documents)["\n  fragment FormationLayoutFields on FormationLayout {\n    formation\n    slots {\n      index\n      group\n      label\n      x\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagerStatsFields on ManagerStats {\n    totalPoints\n    rank\n    teamValue\n    weeklyPoints\n    matchesPlayed\n    averagePoints\n    gameweeks {\n      gameweek\n      points\n      final\n    }\n  }\n"): (typeof documents)["\n  fragment ManagerStatsFields on ManagerStats {\n    totalPoints\n    rank\n    teamValue\n    weeklyPoints\n    matchesPlayed\n    averagePoints\n    gameweeks {\n      gameweek\n      points\n      final\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSquad($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      ...SquadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSquad($input: SaveSquadInput!) {\n    saveSquad(input: $input) {\n      ...SquadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaptain($cardId: ID!) {\n    setCaptain(cardId: $cardId) {\n      ...SquadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaptain($cardId: ID!) {\n    setCaptain(cardId: $cardId) {\n      ...SquadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissSquadNotice($id: ID!) {\n    dismissSquadNotice(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissSquadNotice($id: ID!) {\n    dismissSquadNotice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPage {\n    formations {\n      ...FormationLayoutFields\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n"): (typeof documents)["\n  query TeamPage {\n    formations {\n      ...FormationLayoutFields\n    }\n    mySquad {\n      ...SquadFields\n    }\n    myStats {\n      ...ManagerStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedWallets {\n    me {\n      id\n      wallets {\n        address\n        linkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedWallets {\n    me {\n      id\n      wallets {\n        address\n        linkedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWalletLinkChallenge($address: String!) {\n    requestWalletLinkChallenge(address: $address) {\n      nonce\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWalletLinkChallenge($address: String!) {\n    requestWalletLinkChallenge(address: $address) {\n      nonce\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkWallet($input: LinkWalletInput!) {\n    linkWallet(input: $input) {\n      address\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation LinkWallet($input: LinkWalletInput!) {\n    linkWallet(input: $input) {\n      address\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkWallet($address: String!) {\n    unlinkWallet(address: $address)\n  }\n"): (typeof documents)["\n  mutation UnlinkWallet($address: String!) {\n    unlinkWallet(address: $address)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CachedForAlice {\n        currentGameweek\n      }\n    "): (typeof documents)["\n      query CachedForAlice {\n        currentGameweek\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SessionLossProbe {\n      currentGameweek\n    }\n  "): (typeof documents)["\n    query SessionLossProbe {\n      currentGameweek\n    }\n  "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;