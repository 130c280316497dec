import { Injectable } from '@nestjs/common';
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementId,
  AchievementUnlocked,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
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

  /** Unlocks each of `ids` whose progress reached its maxProgress, for each manager. */
  async settleIn(
    manager: EntityManager,
    managerIds: readonly string[],
    ids: readonly AchievementId[],
  ): Promise<void> {
    for (const managerId of managerIds) {
      const progress = await this.achievements.progressIn(manager, managerId, ids);
      for (const id of ids) {
        const definition = DEFINITIONS.get(id)!;
        if (progress.get(id)! >= definition.maxProgress) await this.unlockIn(manager, managerId, definition);
      }
    }
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

  private async unlockIn(manager: EntityManager, managerId: string, definition: AchievementDefinition) {
    const unlockedAt = new Date();
    if (!(await this.achievements.insertUnlockIn(manager, managerId, definition.id, unlockedAt))) return;
    const { applied, balance } = await this.ledger.credit(manager, {
      idempotencyKey: `achievement:${definition.id}:${managerId}`,
      managerId,
      amount: definition.reward.tokens,
      kind: ACHIEVEMENT_KIND,
      reference: definition.id,
    });
    if (!applied) return;
    await recordEvent(manager, AchievementUnlocked, {
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
    });
  }
}
