import { graphql } from '@/graphql/__generated__';

/**
 * SPL paid to the signed-in manager, live, one message per payment: the rewards of match actions paid
 * together, or an achievement unlocked. The achievement's fields are those the gateway sends; written to the
 * cache, they mark the cached one unlocked.
 */
export const SplPaidDocument = graphql(`
  subscription SplPaid {
    splPaid {
      splTokens
      balance {
        ...SplBalanceFields
      }
      rewards {
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
