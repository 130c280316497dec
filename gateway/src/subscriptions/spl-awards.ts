import { AchievementUnlocked, SplRewardAwarded, splRewardsTopic } from '@sfl/contracts';
import type { EventBus, EventEnvelope } from '@sfl/events';
import type { z } from 'zod';
import { isEvent } from './live-events';

// The shapes of subscriptions.graphql's SplAward; every field is plain data, so no resolvers are needed.

type Reward = z.output<typeof SplRewardAwarded.payload>;
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
    const update = splAwardOf(event);
    if (update) publish(update);
  });
}

export function splAwardOf(event: EventEnvelope): SplAwardUpdate | null {
  if (isEvent(event, SplRewardAwarded)) {
    const { rewardId, managerId, splTokens, balance, awardedAt, ...reward } = event.payload;
    return {
      managerId,
      award: {
        id: rewardId,
        splTokens,
        balance,
        // DateTime as the subgraphs serialize it (UTC, milliseconds), whatever offset the event carried.
        reward: { id: rewardId, ...reward, awardedAt: new Date(awardedAt).toISOString(), splTokens },
        achievement: null,
      },
    };
  }
  if (isEvent(event, AchievementUnlocked)) {
    const { managerId, achievementId, balance, unlockedAt, ...achievement } = event.payload;
    return {
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
    };
  }
  return null;
}
