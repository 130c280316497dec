import { graphql } from '@/graphql/__generated__';

/** /spl-rewards' one query: the three cards, both tabs and the table of what earns SPL. */
export const SplRewardsPageDocument = graphql(`
  query SplRewardsPage {
    mySplBalance {
      ...SplBalanceFields
      ...SplLockedBonusFields
    }
    mySplRank
    mySplRewards(limit: 50) {
      ...SplRewardFields
    }
    splRewardRules {
      captainMultiplier
      captainLabel
      rules {
        actionType
        label
        amounts {
          positionGroup
          spl
        }
      }
    }
    splLeaderboard(limit: 100) {
      id
      rank
      username
      splTokens
    }
  }
`);
