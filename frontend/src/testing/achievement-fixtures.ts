import type { AchievementFieldsFragment } from '@/graphql/__generated__/graphql';

// Data generators for the achievements pages' GraphQL mocks, typed by the generated documents.

type AchievementOverrides = Partial<Omit<AchievementFieldsFragment, 'reward'>> & {
  tokens?: number;
  badge?: string | null;
  nft?: string | null;
};

export function achievement(
  id: string,
  title: string,
  overrides: AchievementOverrides = {},
): AchievementFieldsFragment {
  const { tokens = 100, badge = title, nft = null, ...fields } = overrides;
  return {
    __typename: 'Achievement',
    id,
    title,
    description: `${title} description`,
    rule: `${title} rule`,
    icon: '⚽',
    rarity: 'common',
    category: 'scoring',
    progress: 0,
    maxProgress: 1,
    unlocked: false,
    unlockedAt: null,
    ...fields,
    reward: { __typename: 'AchievementReward', tokens, badge, nft },
  };
}

/** The seven achievements of the product, as a manager part-way through a season sees them. */
export const sevenAchievements: AchievementFieldsFragment[] = [
  achievement('first-goal', 'First Goal', {
    unlocked: true,
    progress: 1,
    unlockedAt: '2026-11-24T21:05:00.000Z',
  }),
  achievement('hat-trick-hero', 'Hat-trick Hero', {
    rarity: 'rare',
    progress: 2,
    maxProgress: 3,
    tokens: 500,
  }),
  achievement('century-club', 'Century Club', {
    rarity: 'epic',
    category: 'team',
    progress: 57,
    maxProgress: 100,
    tokens: 1000,
  }),
  achievement('market-master', 'Market Master', {
    rarity: 'rare',
    category: 'trading',
    progress: 1,
    maxProgress: 10,
    tokens: 750,
  }),
  achievement('legend-collector', 'Legend Collector', {
    rarity: 'legendary',
    category: 'team',
    progress: 5,
    maxProgress: 5,
    tokens: 2500,
    nft: 'A Legendary player card',
    unlocked: true,
    unlockedAt: '2026-11-20T10:00:00.000Z',
  }),
  achievement('league-champion', 'League Champion', {
    rarity: 'legendary',
    category: 'league',
    tokens: 2000,
  }),
  achievement('early-adopter', 'Early Adopter', {
    rarity: 'special',
    category: 'special',
    tokens: 1000,
    badge: 'Early Adopter',
  }),
];
