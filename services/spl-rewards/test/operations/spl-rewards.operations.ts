export const MY_SPL_BALANCE = { query: 'query MySplBalance { mySplBalance { currentBalance totalEarned } }' };

export const mySplRewards = (limit?: number) => ({
  query: `query MySplRewards($limit: Int) {
    mySplRewards(limit: $limit) {
      id actionType isCaptain gameweek awardedAt splTokens
      matchDetails {
        matchId footballerId footballerName homeScore awayScore minute
        homeClub { id name shortName } awayClub { id name shortName }
      }
    }
  }`,
  variables: limit === undefined ? {} : { limit },
});

export const splLeaderboard = (limit?: number) => ({
  query: 'query SplLeaderboard($limit: Int) { splLeaderboard(limit: $limit) { id rank username splTokens } }',
  variables: limit === undefined ? {} : { limit },
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
