export const MY_ACHIEVEMENTS = {
  query: `query MyAchievements {
    myAchievements {
      id title description rule icon rarity category progress maxProgress unlocked unlockedAt
      reward { tokens badge nft }
    }
  }`,
};
