import { randomUUID } from 'node:crypto';
import { AchievementUnlocked, SplRewardsAwarded } from '@sfl/contracts';
import type { EventContract, EventEnvelope } from '@sfl/events';
import { splAwardsOf } from './spl-awards';

const club = (name: string) => ({ id: randomUUID(), name, shortName: name.slice(0, 3).toUpperCase() });

function envelope<TPayload>(contract: EventContract<TPayload>, payload: TPayload): EventEnvelope {
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    aggregateId: randomUUID(),
    payload,
    traceId: randomUUID(),
  };
}

describe('splAwardsOf', () => {
  const managerId = randomUUID();
  const balance = { currentBalance: 1300, totalEarned: 1500 };

  it('should shape each reward of a payment as an award for its manager, in order, times in UTC', () => {
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
    const event = envelope(SplRewardsAwarded, {
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

    expect(splAwardsOf(event)).toEqual([
      {
        managerId,
        award: {
          id: goalId,
          splTokens: 400,
          balance,
          reward: {
            id: goalId,
            actionType: 'goal',
            isCaptain: true,
            matchDetails,
            gameweek: 4,
            awardedAt: '2026-11-24T22:05:00.000Z',
            splTokens: 400,
          },
          achievement: null,
        },
      },
      {
        managerId,
        award: {
          id: assistId,
          splTokens: 200,
          balance: assistBalance,
          reward: {
            id: assistId,
            actionType: 'assist',
            isCaptain: false,
            matchDetails: { ...matchDetails, minute: 30 },
            gameweek: 4,
            awardedAt: '2026-11-24T22:05:00.000Z',
            splTokens: 200,
          },
          achievement: null,
        },
      },
    ]);
  });

  it('should shape an unlock as an award carrying the achievement, unlocked', () => {
    const reward = { tokens: 100, badge: 'First Blood', nft: null };
    const event = envelope(AchievementUnlocked, {
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

    expect(splAwardsOf(event)).toEqual([
      {
        managerId,
        award: {
          id: `achievement:first-goal:${managerId}`,
          splTokens: 100,
          balance,
          reward: null,
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
      },
    ]);
  });
});
