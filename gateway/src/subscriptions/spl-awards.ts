import { AchievementUnlocked, SplRewardsAwarded, splRewardsTopic } from '@sfl/contracts';
import { type EventBus, type EventEnvelope, isEvent } from '@sfl/events';
import type { z } from 'zod';

// The shapes of subscriptions.graphql's SplAward; every field is plain data, so no resolvers are needed.

type Reward = z.output<typeof SplRewardsAwarded.payload>['rewards'][number];
type Unlock = z.output<typeof AchievementUnlocked.payload>;

export interface SplAward {
  id: string;
  splTokens: number;
  balance: Reward['balance'];
  reward: {
    id: string;
    actionType: Reward['actionType'];
    isCaptain: boolean;
    matchDetails: Reward['matchDetails'];
    gameweek: number;
    awardedAt: string;
    splTokens: number;
  } | null;
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

/** An award and the manager it was paid to: only that manager's subscriptions receive it. */
export interface SplAwardUpdate {
  managerId: string;
  award: SplAward;
}

/** Follows spl-rewards.events and hands each reward or unlock to `publish`; other events are skipped. */
export function listenForSplAwards(
  liveEvents: Pick<EventBus, 'listenLive'>,
  publish: (update: SplAwardUpdate) => void,
): Promise<void> {
  return liveEvents.listenLive([splRewardsTopic.name], (event) => {
    for (const update of splAwardsOf(event)) publish(update);
  });
}

/** The awards an event reports, in order: each reward of a payment, or an unlock. */
export function splAwardsOf(event: EventEnvelope): SplAwardUpdate[] {
  if (isEvent(event, SplRewardsAwarded)) {
    const { managerId } = event.payload;
    return event.payload.rewards.map(({ rewardId, splTokens, balance, awardedAt, ...reward }) => ({
      managerId,
      award: {
        id: rewardId,
        splTokens,
        balance,
        // DateTime as the subgraphs serialize it (UTC, milliseconds), whatever offset the event carried.
        reward: { id: rewardId, ...reward, awardedAt: new Date(awardedAt).toISOString(), splTokens },
        achievement: null,
      },
    }));
  }
  if (isEvent(event, AchievementUnlocked)) {
    const { managerId, achievementId, balance, unlockedAt, ...achievement } = event.payload;
    return [
      {
        managerId,
        award: {
          // The achievement's own ledger key: one unlock per achievement and manager.
          id: `achievement:${achievementId}:${managerId}`,
          splTokens: achievement.reward.tokens,
          balance,
          reward: null,
          achievement: {
            id: achievementId,
            ...achievement,
            unlocked: true,
            unlockedAt: new Date(unlockedAt).toISOString(),
          },
        },
      },
    ];
  }
  return [];
}
