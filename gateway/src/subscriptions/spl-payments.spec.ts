import { randomUUID } from 'node:crypto';
import { AchievementUnlocked, SplRewardsAwarded } from '@sfl/contracts';
import { splPaymentOf } from './spl-payments';
import { testEnvelope } from '../../test/test-envelope';

const club = (name: string) => ({ id: randomUUID(), name, shortName: name.slice(0, 3).toUpperCase() });

describe('splPaymentOf', () => {
  const managerId = randomUUID();
  const balance = { currentBalance: 1300, totalEarned: 1500 };

  it('should shape a payment as one update for its manager: every reward in order, times in UTC, the total and the last balance', () => {
    const matchDetails = {
      matchId: randomUUID(),
      footballerId: randomUUID(),
      footballerName: 'Ada Striker',
      homeClub: club('Northfield'),
      awayClub: club('Eastport'),
      homeScore: 1,
      awayScore: 0,
      minute: 23,
    };
    const [goalId, assistId] = [randomUUID(), randomUUID()];
    const assistBalance = { currentBalance: 1500, totalEarned: 1700 };
    const event = testEnvelope(SplRewardsAwarded, {
      managerId,
      rewards: [
        {
          rewardId: goalId,
          actionType: 'goal',
          isCaptain: true,
          matchDetails,
          gameweek: 4,
          splTokens: 400,
          awardedAt: '2026-11-24T23:05:00.000+01:00',
          balance,
        },
        {
          rewardId: assistId,
          actionType: 'assist',
          isCaptain: false,
          matchDetails: { ...matchDetails, minute: 30 },
          gameweek: 4,
          splTokens: 200,
          awardedAt: '2026-11-24T22:05:00Z',
          balance: assistBalance,
        },
      ],
    });

    expect(splPaymentOf(event)).toEqual({
      managerId,
      payment: {
        splTokens: 600,
        balance: assistBalance,
        rewards: [
          {
            id: goalId,
            actionType: 'goal',
            isCaptain: true,
            matchDetails,
            gameweek: 4,
            awardedAt: '2026-11-24T22:05:00.000Z',
            splTokens: 400,
          },
          {
            id: assistId,
            actionType: 'assist',
            isCaptain: false,
            matchDetails: { ...matchDetails, minute: 30 },
            gameweek: 4,
            awardedAt: '2026-11-24T22:05:00.000Z',
            splTokens: 200,
          },
        ],
        achievement: null,
      },
    });
  });

  it('should shape an unlock as a payment without rewards carrying the achievement, unlocked', () => {
    const reward = { tokens: 100, badge: 'First Blood', nft: null };
    const event = testEnvelope(AchievementUnlocked, {
      managerId,
      achievementId: 'first-goal',
      title: 'First Goal',
      icon: '⚽',
      rarity: 'common',
      category: 'scoring',
      reward,
      unlockedAt: '2026-11-24T22:05:00Z',
      balance,
    });

    expect(splPaymentOf(event)).toEqual({
      managerId,
      payment: {
        splTokens: 100,
        balance,
        rewards: [],
        achievement: {
          id: 'first-goal',
          title: 'First Goal',
          icon: '⚽',
          rarity: 'common',
          category: 'scoring',
          reward,
          unlocked: true,
          unlockedAt: '2026-11-24T22:05:00.000Z',
        },
      },
    });
  });
});
