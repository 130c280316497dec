import { graphql } from '@/graphql/__generated__';

/** The manager's SPL; the same fields come with every live award (the balance after it). */
export const SplBalanceFieldsFragment = graphql(`
  fragment SplBalanceFields on SplBalance {
    currentBalance
    totalEarned
  }
`);

/** What of the balance bonus SPL not yet unlocked by play keeps from paying other managers (not sent live). */
export const SplLockedBonusFieldsFragment = graphql(`
  fragment SplLockedBonusFields on SplBalance {
    lockedBonus
    gameweeksUntilUnlocked
  }
`);

/** One reward row; a live award carries the same fields, so it is prepended to the cached list as is. */
export const SplRewardFieldsFragment = graphql(`
  fragment SplRewardFields on SplReward {
    id
    actionType
    isCaptain
    gameweek
    awardedAt
    splTokens
    matchDetails {
      matchId
      footballerId
      footballerName
      minute
      homeScore
      awayScore
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
    }
  }
`);
