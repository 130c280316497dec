import { graphql } from '@/graphql/__generated__';

/**
 * SPL paid to the signed-in manager, live: a match action's reward, or an achievement unlocked. The
 * achievement's fields are those the gateway sends; written to the cache, they mark the cached one unlocked.
 */
export const SplAwardedDocument = graphql(`
  subscription SplAwarded {
    splAwarded {
      id
      splTokens
      balance {
        ...SplBalanceFields
      }
      reward {
        ...SplRewardFields
      }
      achievement {
        id
        title
        icon
        rarity
        category
        unlocked
        unlockedAt
        reward {
          tokens
          badge
          nft
        }
      }
    }
  }
`);
