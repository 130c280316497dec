import { graphql } from '@/graphql/__generated__';

/** The seven achievements with the manager's progress: /achievements and the /team panel read the same. */
export const MyAchievementsDocument = graphql(`
  query MyAchievements {
    myAchievements {
      ...AchievementFields
    }
  }
`);

export const AchievementFieldsFragment = graphql(`
  fragment AchievementFields on Achievement {
    id
    title
    description
    rule
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
`);
