import { describe, expect, it } from '@jest/globals';
import {
  byUnlockedThenClosest,
  rewardText,
  summarizeAchievements,
} from '@/features/achievements/utils/achievement-summary';
import { achievement, sevenAchievements } from '@/testing/achievement-fixtures';

describe('achievement summary', () => {
  it('should count unlocked achievements, their badges, NFTs and tokens, and unlocked per category', () => {
    const summary = summarizeAchievements(sevenAchievements);

    expect(summary).toMatchObject({
      unlocked: 2,
      total: 7,
      badges: ['First Goal', 'Legend Collector'],
      nfts: ['A Legendary player card'],
      tokensEarned: 2600,
      tokensPossible: 7850,
      percent: 29,
    });
    expect(summary.byCategory).toEqual([
      { category: 'scoring', unlocked: 1, total: 2 },
      { category: 'trading', unlocked: 0, total: 1 },
      { category: 'team', unlocked: 1, total: 2 },
      { category: 'league', unlocked: 0, total: 1 },
    ]);
  });

  it('should say 0% for a manager with no achievements listed', () => {
    expect(summarizeAchievements([]).percent).toBe(0);
  });

  it('should put unlocked ones first, latest first, then those closest to unlocking', () => {
    expect(byUnlockedThenClosest(sevenAchievements).map((a) => a.id)).toEqual([
      'first-goal',
      'legend-collector',
      'hat-trick-hero',
      'century-club',
      'market-master',
      'league-champion',
      'early-adopter',
    ]);
  });

  it('should write the reward as SPL, badge and NFT', () => {
    expect(rewardText(achievement('a', 'Legend', { tokens: 2500, badge: 'Legend', nft: 'A card' }))).toBe(
      '2,500 SPL + Legend badge + NFT: A card',
    );
    expect(rewardText(achievement('b', 'Plain', { tokens: 100, badge: null }))).toBe('100 SPL');
  });
});
