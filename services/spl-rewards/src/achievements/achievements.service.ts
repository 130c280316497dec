import { Injectable } from '@nestjs/common';
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementId,
  AchievementUnlocked,
} from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import type { SplBalanceFigures } from '../ledger/ledger.types';
import { AchievementsRepository } from './achievements.repository';
import type { AchievementModel } from './models/achievement.model';

/** The ledger's `kind` of an achievement's credit. */
export const ACHIEVEMENT_KIND = 'achievement';

const ALL_IDS = ACHIEVEMENTS.map((definition) => definition.id);
const DEFINITIONS = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition]));

/**
 * Unlocks achievements and pays them, once: the unlock row, the ledger credit (idempotency key
 * `achievement:<id>:<manager>`) and the AchievementUnlocked event, in the caller's transaction.
 */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly achievements: AchievementsRepository,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * Unlocks each of `ids` whose progress reached its maxProgress, for each manager: a fixed number
   * of statements whatever their number (the progress, the unlocks, one creditMany, the events).
   */
  async settleIn(
    manager: EntityManager,
    managerIds: readonly string[],
    ids: readonly AchievementId[],
  ): Promise<void> {
    const progress = await this.achievements.openProgressIn(manager, [...new Set(managerIds)], ids);
    const reached = progress.filter(
      ({ achievementId, progress }) => progress >= DEFINITIONS.get(achievementId)!.maxProgress,
    );
    if (reached.length === 0) return;
    const unlockedAt = new Date();
    const unlocked = await this.achievements.insertUnlocksIn(manager, reached, unlockedAt);
    const credits = await this.ledger.creditMany(
      manager,
      unlocked.map(({ managerId, achievementId }) => ({
        idempotencyKey: `achievement:${achievementId}:${managerId}`,
        managerId,
        amount: DEFINITIONS.get(achievementId)!.reward.tokens,
        kind: ACHIEVEMENT_KIND,
        reference: achievementId,
      })),
    );
    await recordEvents(
      manager,
      AchievementUnlocked,
      unlocked.flatMap(({ managerId, achievementId }, index) => {
        const { applied, balance } = credits[index]!;
        return applied
          ? [unlockedEvent(managerId, DEFINITIONS.get(achievementId)!, unlockedAt, balance)]
          : [];
      }),
    );
  }

  /** All seven, in catalogue order, with the manager's progress. */
  async achievementsOf(managerId: string): Promise<AchievementModel[]> {
    const [progress, unlocks] = await Promise.all([
      this.achievements.progressOf(managerId, ALL_IDS),
      this.achievements.unlocksOf(managerId),
    ]);
    return ACHIEVEMENTS.map(({ reward, ...definition }) => {
      const unlockedAt = unlocks.get(definition.id) ?? null;
      return {
        ...definition,
        // Unlocked stays unlocked (and complete) even when the count falls back (a card sold).
        progress: unlockedAt
          ? definition.maxProgress
          : Math.min(Math.max(progress.get(definition.id)!, 0), definition.maxProgress),
        unlocked: unlockedAt !== null,
        unlockedAt,
        reward: { ...reward },
      };
    });
  }
}

function unlockedEvent(
  managerId: string,
  definition: AchievementDefinition,
  unlockedAt: Date,
  balance: SplBalanceFigures,
) {
  return {
    aggregateId: managerId,
    payload: {
      managerId,
      achievementId: definition.id,
      title: definition.title,
      icon: definition.icon,
      rarity: definition.rarity,
      category: definition.category,
      reward: { ...definition.reward },
      unlockedAt: unlockedAt.toISOString(),
      balance,
    },
  };
}
