// The GraphQL operations behind the REST facade's SPL and achievements calls. Each selection is
// the REST body as it goes out: the fields the REST calls name, nested objects whole.

import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../graphql/__generated__';

export const MY_SPL_BALANCE = graphql(`
  query FacadeSplBalance {
    mySplBalance {
      currentBalance
      totalEarned
    }
  }
`);
export const MY_SPL_REWARDS = graphql(`
  query FacadeSplRewards {
    mySplRewards {
      id
      actionType
      isCaptain
      matchDetails {
        matchId
        footballerId
        footballerName
        homeClub {
          id
          name
          shortName
        }
        awayClub {
          id
          name
          shortName
        }
        homeScore
        awayScore
        minute
      }
      gameweek
      awardedAt
      splTokens
    }
  }
`);
export const SPL_LEADERBOARD = graphql(`
  query FacadeSplLeaderboard {
    splLeaderboard {
      id
      username
      splTokens
    }
  }
`);
export const MY_ACHIEVEMENTS = graphql(`
  query FacadeAchievements {
    myAchievements {
      id
      title
      description
      icon
      rarity
      category
      progress
      maxProgress
      unlocked
      unlockedAt
      reward {
        tokens
        badge
        nft
      }
    }
  }
`);

/** GET /api/spl-rewards/leaderboard's rows: the top SPL earners, ranked. */
export type SplLeaderboardRows = ResultOf<typeof SPL_LEADERBOARD>['splLeaderboard'];
