import type { AchievementCategory, AchievementFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatSpl } from '@/lib/spl-amount';

type Achievement = AchievementFieldsFragment;

/** The categories the Overview counts (special ones stand apart) and those the list filters by. */
export const OVERVIEW_CATEGORIES: readonly AchievementCategory[] = ['scoring', 'trading', 'team', 'league'];
export const FILTER_CATEGORIES: readonly AchievementCategory[] = [...OVERVIEW_CATEGORIES, 'special'];

export type AchievementSummary = {
  unlocked: number;
  total: number;
  /** badges and NFTs the unlocked achievements gave */
  badges: string[];
  nfts: string[];
  /** SPL the unlocked achievements paid, and what all of them pay */
  tokensEarned: number;
  tokensPossible: number;
  /** unlocked over total, as a whole percentage */
  percent: number;
  byCategory: { category: AchievementCategory; unlocked: number; total: number }[];
};

export function summarizeAchievements(achievements: readonly Achievement[]): AchievementSummary {
  const unlocked = achievements.filter((a) => a.unlocked);
  return {
    unlocked: unlocked.length,
    total: achievements.length,
    badges: unlocked.flatMap((a) => (a.reward.badge ? [a.reward.badge] : [])),
    nfts: unlocked.flatMap((a) => (a.reward.nft ? [a.reward.nft] : [])),
    tokensEarned: sumTokens(unlocked),
    tokensPossible: sumTokens(achievements),
    percent: achievements.length === 0 ? 0 : Math.round((unlocked.length / achievements.length) * 100),
    byCategory: OVERVIEW_CATEGORIES.map((category) => {
      const inCategory = achievements.filter((a) => a.category === category);
      return { category, unlocked: inCategory.filter((a) => a.unlocked).length, total: inCategory.length };
    }),
  };
}

function sumTokens(achievements: readonly Achievement[]): number {
  return achievements.reduce((sum, a) => sum + a.reward.tokens, 0);
}

function share({ progress, maxProgress }: Achievement): number {
  return maxProgress > 0 ? progress / maxProgress : 0;
}

/** Unlocked first (latest first), then the locked ones closest to unlocking. */
export function byUnlockedThenClosest(achievements: readonly Achievement[]): Achievement[] {
  return [...achievements].sort((a, b) => {
    if (a.unlocked !== b.unlocked) return a.unlocked ? -1 : 1;
    if (a.unlocked) return (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
    return share(b) - share(a);
  });
}

/** "2,500 SPL + Legend Collector badge + A Legendary player card". */
export function rewardText({ reward }: Achievement): string {
  return [
    formatSpl(reward.tokens),
    reward.badge && `${reward.badge} badge`,
    reward.nft && `NFT: ${reward.nft}`,
  ]
    .filter(Boolean)
    .join(' + ');
}
