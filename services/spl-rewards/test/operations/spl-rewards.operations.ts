export const MY_SPL_BALANCE = { query: 'query MySplBalance { mySplBalance { currentBalance totalEarned } }' };

/** A page of a list: what is not given takes the field's default. */
type PageVariables = { limit?: number; offset?: number };

export const mySplRewards = (page: PageVariables = {}) => ({
  query: `query MySplRewards($limit: Int, $offset: Int) {
    mySplRewards(limit: $limit, offset: $offset) {
      id actionType isCaptain gameweek awardedAt splTokens
      matchDetails {
        matchId footballerId footballerName homeScore awayScore minute
        homeClub { id name shortName } awayClub { id name shortName }
      }
    }
  }`,
  variables: page,
});

export const splLeaderboard = (page: PageVariables = {}) => ({
  query: `query SplLeaderboard($limit: Int, $offset: Int) {
    splLeaderboard(limit: $limit, offset: $offset) { id rank username splTokens } }`,
  variables: page,
});

export const MY_SPL_RANK = { query: 'query MySplRank { mySplRank }' };

export const SPL_REWARD_RULES = {
  query: `query SplRewardRules {
    splRewardRules { rules { actionType label amounts { positionGroup spl } } captainMultiplier captainLabel }
  }`,
};

export const SPL_LEDGER_INVARIANT = {
  query: 'query SplLedgerInvariant { splLedgerInvariant { issued balances escrow treasury holds balanced } }',
};

export const MY_SPL_BALANCE_WITH_LOCKED_BONUS = {
  query:
    'query MySplBalance { mySplBalance { currentBalance totalEarned lockedBonus gameweeksUntilUnlocked } }',
};

export const splStatement = (page: { limit?: number; before?: string | null } = {}) => ({
  query: `query SplStatement($limit: Int, $before: ID) {
    splStatement(limit: $limit, before: $before) {
      items { id at kind amount balanceAfter reason holdStatus fee cause { type id } footballer { id } }
      total nextCursor
    }
  }`,
  variables: page,
});

/** Footballer references as the gateway sends them to spl-rewards, with the field spl-rewards adds. */
export const footballerEarnings = (footballerIds: readonly string[]) => ({
  query: `query FootballerEarnings($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on Footballer { id splEarned } } }`,
  variables: { representations: footballerIds.map((id) => ({ __typename: 'Footballer', id })) },
});
