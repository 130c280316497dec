import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { AchievementCardEntity } from './entities/achievement-card.entity';

/** An unlock whose NFT reward is owed. */
export interface OwedCard {
  userId: string;
  achievementId: string;
}

/** The only code that touches the achievement_card table. */
@Injectable()
export class AchievementCardsRepository {
  /** Records the reward as owed; false when this unlock was seen before (any delivery). */
  async addIn(manager: EntityManager, owed: OwedCard, unlockedAt: Date): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO achievement_card (user_id, achievement_id, unlocked_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [owed.userId, owed.achievementId, unlockedAt],
    );
    return inserted.length > 0;
  }

  /** Rewards still waiting for a card, earliest unlocked first. */
  async pendingIn(manager: EntityManager): Promise<OwedCard[]> {
    const rows = await manager.find(AchievementCardEntity, {
      where: { cardId: IsNull() },
      order: { unlockedAt: 'ASC', userId: 'ASC', achievementId: 'ASC' },
    });
    return rows.map(({ userId, achievementId }) => ({ userId, achievementId }));
  }

  async markGrantedIn(manager: EntityManager, owed: OwedCard, cardId: string): Promise<void> {
    await manager.update(AchievementCardEntity, owed, { cardId });
  }
}
