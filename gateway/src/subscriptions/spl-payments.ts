import { AchievementUnlocked, SplRewardsAwarded, splRewardsTopic } from '@sfl/contracts';
import { type EventBus, type EventEnvelope, isEvent } from '@sfl/events';
import type { z } from 'zod';

// The shapes of subscriptions.graphql's SplPayment; every field is plain data, so no resolvers are needed.

type Reward = z.output<typeof SplRewardsAwarded.payload>['rewards'][number];
type Unlock = z.output<typeof AchievementUnlocked.payload>;

export interface SplPayment {
  splTokens: number;
  balance: Reward['balance'];
  rewards: {
    id: string;
    actionType: Reward['actionType'];
    isCaptain: boolean;
    matchDetails: Reward['matchDetails'];
    gameweek: number;
    awardedAt: string;
    splTokens: number;
  }[];
  achievement: {
    id: string;
    title: string;
    icon: string;
    rarity: Unlock['rarity'];
    category: Unlock['category'];
    reward: Unlock['reward'];
    unlocked: true;
    unlockedAt: string;
  } | null;
}

/** A payment and the manager it was paid to: only that manager's subscriptions receive it. */
export interface SplPaymentUpdate {
  managerId: string;
  payment: SplPayment;
}

/** Follows spl-rewards.events and hands each payment or unlock to `publish`; other events are skipped. */
export function listenForSplPayments(
  liveEvents: Pick<EventBus, 'listenLive'>,
  publish: (update: SplPaymentUpdate) => void,
): Promise<void> {
  return liveEvents.listenLive([splRewardsTopic.name], (event) => {
    const update = splPaymentOf(event);
    if (update) publish(update);
  });
}

/**
 * The payment an event reports, whole: all the rewards of a SplRewardsAwarded (one message for the
 * lot, however many), or an unlock; null for other events.
 */
export function splPaymentOf(event: EventEnvelope): SplPaymentUpdate | null {
  if (isEvent(event, SplRewardsAwarded)) {
    const { managerId, rewards } = event.payload;
    return {
      managerId,
      payment: {
        splTokens: rewards.reduce((total, reward) => total + reward.splTokens, 0),
        // The balance after the last reward; the event carries one reward at least.
        balance: rewards[rewards.length - 1]!.balance,
        rewards: rewards.map(({ rewardId, balance: _balance, awardedAt, ...reward }) => ({
          id: rewardId,
          ...reward,
          // DateTime as the subgraphs serialize it (UTC, milliseconds), whatever offset the event carried.
          awardedAt: new Date(awardedAt).toISOString(),
        })),
        achievement: null,
      },
    };
  }
  if (isEvent(event, AchievementUnlocked)) {
    const { managerId, achievementId, balance, unlockedAt, ...achievement } = event.payload;
    return {
      managerId,
      payment: {
        splTokens: achievement.reward.tokens,
        balance,
        rewards: [],
        achievement: {
          id: achievementId,
          ...achievement,
          unlocked: true,
          unlockedAt: new Date(unlockedAt).toISOString(),
        },
      },
    };
  }
  return null;
}
