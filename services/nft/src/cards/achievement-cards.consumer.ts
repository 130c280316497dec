import { Injectable } from '@nestjs/common';
import { AchievementUnlocked } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { AchievementCardsService } from './achievement-cards.service';

export const ACHIEVEMENT_CARDS_CONSUMER = 'nft.achievement-cards';

/** The card an unlocked achievement grants (spl-rewards.events AchievementUnlocked with reward.nft). */
@Injectable()
export class AchievementCardsConsumer {
  constructor(private readonly achievementCards: AchievementCardsService) {}

  definition(): ConsumerDefinition {
    return {
      name: ACHIEVEMENT_CARDS_CONSUMER,
      handlers: [
        handles(AchievementUnlocked, async ({ payload }, manager) => {
          if (payload.reward.nft === null) return;
          await this.achievementCards.onUnlocked(
            manager,
            { userId: payload.managerId, achievementId: payload.achievementId },
            new Date(payload.unlockedAt),
          );
        }),
      ],
    };
  }
}
