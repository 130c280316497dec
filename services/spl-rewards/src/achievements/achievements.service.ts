import { Inject, Injectable } from '@nestjs/common';
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementId,
  AchievementUnlocked,
} from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { bonusLeft } from '../ledger/bonus-budget';
import type { SplBalanceFigures } from '../ledger/ledger.types';
import { ACHIEVEMENT_SPL_PER_GAMEWEEK } from '../config/spl-rewards.config';
import { AchievementsRepository, type DueReward } from './achievements.repository';
import type { AchievementModel } from './models/achievement.model';

/** The ledger's `kind` of an achievement's credit. */
export const ACHIEVEMENT_KIND = 'achievement';

const ALL_IDS = ACHIEVEMENTS.map((definition) => definition.id);
const DEFINITIONS = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition]));

/**
 * Unlocks achievements and pays them, once: the unlock row, then, within the manager's and the
 * global budget for the gameweek (docs/achievements.md, Emission budget), the ledger credit
 * (idempotency key `achievement:<id>:<manager>`) and the AchievementUnlocked event, in the caller's
 * transaction. A reward over either budget waits, unpaid, for a later gameweek's (payDueIn).
 */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly achievements: AchievementsRepository,
    private readonly ledger: LedgerService,
    @Inject(ACHIEVEMENT_SPL_PER_GAMEWEEK) private readonly splPerGameweek: number,
  ) {}

  /**
   * Unlocks each of `ids` whose progress reached its maxProgress, for each manager: a fixed number
   * of statements whatever their number (the progress, the unlocks, the payments).
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
    const unlocked = await this.achievements.insertUnlocksIn(
      manager,
      reached.map(({ managerId, achievementId }) => ({
        managerId,
        achievementId,
        tokens: DEFINITIONS.get(achievementId)!.reward.tokens,
      })),
      new Date(),
    );
    if (unlocked.length > 0) await this.payDueIn(manager, [...new Set(unlocked.map((u) => u.managerId))]);
  }

  /**
   * Pays the managers' unpaid rewards, oldest first, that fit in what each has left of the current
   * gameweek's budget (the first of a gameweek always fits, so a reward above the budget is not
   * stuck) and, oldest first across managers, in what is left of its global budget (the ledger's,
   * locked until the transaction ends); the rest wait for the next gameweek. Fixed number of
   * statements.
   */
  async payDueIn(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    if (managerIds.length === 0) return;
    const budget = await this.ledger.lockBonusBudget(manager);
    const due = await this.achievements.dueIn(manager, managerIds, budget.gameweek);
    const { paying, waiting } = withinGlobalBudget(withinBudget(due, this.splPerGameweek), bonusLeft(budget));
    // The rest of the gameweek's budget stays unissued: no later reward overtakes the one waiting.
    if (waiting) await this.ledger.markBonusBudgetSpent(manager);
    if (paying.length === 0) return;
    await this.achievements.markPaidIn(manager, paying, budget.gameweek);
    const credits = await this.ledger.creditMany(
      manager,
      paying.map(({ managerId, achievementId, tokens }) => ({
        idempotencyKey: `achievement:${achievementId}:${managerId}`,
        managerId,
        amount: tokens,
        kind: ACHIEVEMENT_KIND,
        reference: achievementId,
      })),
    );
    await recordEvents(
      manager,
      AchievementUnlocked,
      paying.flatMap(({ managerId, achievementId, unlockedAt }, index) => {
        const { applied, balance } = credits[index]!;
        return applied
          ? [unlockedEvent(managerId, DEFINITIONS.get(achievementId)!, unlockedAt, balance)]
          : [];
      }),
    );
  }

  /** A gameweek's deadline passed: the ledger opens its global bonus budget, which pays from now on. */
  async gameweekStartedIn(manager: EntityManager, gameweek: number): Promise<void> {
    await this.ledger.openBonusGameweek(manager, gameweek);
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

/** The due rewards (by manager, oldest first) each manager's budget left in the gameweek pays. */
function withinBudget(due: readonly DueReward[], budget: number): DueReward[] {
  const paying: DueReward[] = [];
  let current: string | null = null;
  let spent = 0;
  let full = false;
  for (const reward of due) {
    if (reward.managerId !== current) [current, spent, full] = [reward.managerId, reward.spent, false];
    // in order: once one waits, the later ones wait behind it
    full ||= spent > 0 && spent + reward.tokens > budget;
    if (full) continue;
    paying.push(reward);
    spent += reward.tokens;
  }
  return paying;
}

/**
 * The rewards the global budget left pays, oldest unlock first whoever's (then by manager, then
 * catalogue order): up to the first that does not fit, which waits with every later one.
 */
function withinGlobalBudget(
  rewards: readonly DueReward[],
  left: number,
): { paying: DueReward[]; waiting: boolean } {
  const ordered = [...rewards].sort(
    (a, b) =>
      a.unlockedAt.getTime() - b.unlockedAt.getTime() ||
      (a.managerId < b.managerId ? -1 : a.managerId > b.managerId ? 1 : 0),
  );
  const paying: DueReward[] = [];
  for (const reward of ordered) {
    if (reward.tokens > left) return { paying, waiting: true };
    paying.push(reward);
    left -= reward.tokens;
  }
  return { paying, waiting: false };
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
