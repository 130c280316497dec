import { Injectable } from '@nestjs/common';
import { SplRewardsAwarded } from '@sfl/contracts';
import { type ConsumerDefinition, handlesMany } from '@sfl/events';
import type { NotificationDraft } from '../notifications/notification-draft';
import { NotificationKeeper } from '../notifications/notification-keeper.service';
import { splRewardNotice } from './notification-texts';

export const REWARDS_CONSUMER = 'notifications.rewards';

/** spl-rewards.events: one notification per payment of rewards (up to 100 rewards each). */
@Injectable()
export class RewardsConsumer {
  constructor(private readonly keeper: NotificationKeeper) {}

  definition(): ConsumerDefinition {
    return {
      name: REWARDS_CONSUMER,
      handlers: [
        handlesMany(SplRewardsAwarded, (events, manager) =>
          this.keeper.keepIn(
            manager,
            events.map(({ id, payload }): NotificationDraft => ({
              sourceEventId: id,
              managerId: payload.managerId,
              kind: 'SPL_REWARD',
              ...splRewardNotice(payload.rewards),
            })),
          ),
        ),
      ],
      // Rewards come in bursts (a goal pays every manager fielding its scorer): on Kafka a burst's
      // payments are kept together, a few statements for the lot.
      batch: { maxEvents: 100 },
    };
  }
}
