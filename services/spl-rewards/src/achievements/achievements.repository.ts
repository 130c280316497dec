import { Injectable } from '@nestjs/common';
import type { AchievementId } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PROGRESS_SQL } from './achievement-progress';

/** A card's holder after a change (CardOwnershipChanged). */
export interface CardHolder {
  cardId: string;
  footballerId: string;
  ownerId: string | null;
  changedAt: string;
}

/** The only code that reads and writes the achievements' facts and unlocks. */
@Injectable()
export class AchievementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A goal reward (a redelivered one changes nothing). */
  async recordGoalIn(
    manager: EntityManager,
    goal: { rewardId: string; managerId: string; matchId: string; footballerId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_goal (reward_id, manager_id, match_id, footballer_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [goal.rewardId, goal.managerId, goal.matchId, goal.footballerId],
    );
  }

  /** The manager's total points, unless a newer figure is already kept. */
  async recordPointsIn(
    manager: EntityManager,
    points: { managerId: string; totalPoints: number; updatedAt: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_points (manager_id, total_points, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (manager_id) DO UPDATE SET total_points = EXCLUDED.total_points, updated_at = EXCLUDED.updated_at
       WHERE achievement_points.updated_at <= EXCLUDED.updated_at`,
      [points.managerId, points.totalPoints, points.updatedAt],
    );
  }

  /** The card's holder, unless a newer change is already kept. */
  async recordCardHolderIn(manager: EntityManager, card: CardHolder): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_card (card_id, footballer_id, owner_id, changed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (card_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, changed_at = EXCLUDED.changed_at
       WHERE achievement_card.changed_at <= EXCLUDED.changed_at`,
      [card.cardId, card.footballerId, card.ownerId, card.changedAt],
    );
  }

  /** One trade for each side of a market sale (a redelivered sale changes nothing). */
  async recordTradeIn(manager: EntityManager, eventId: string, managerIds: readonly string[]): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_trade (event_id, manager_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [eventId, managerIds],
    );
  }

  /** Who holds a card of the footballer now, by id. */
  async ownersOfCardsIn(manager: EntityManager, footballerId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT owner_id FROM achievement_card WHERE footballer_id = $1 AND owner_id IS NOT NULL
       ORDER BY owner_id`,
      [footballerId],
    )) as { owner_id: string }[];
    return rows.map((row) => row.owner_id);
  }

  /** The manager's uncapped progress towards each of `ids` (all seven when reading the page). */
  async progressIn(
    manager: EntityManager | DataSource,
    managerId: string,
    ids: readonly AchievementId[],
  ): Promise<Map<AchievementId, number>> {
    const columns = ids.map((id, index) => `${PROGRESS_SQL[id]}::int AS p${index}`).join(', ');
    const [row] = (await manager.query(`SELECT ${columns}`, [managerId])) as Record<string, number>[];
    return new Map(ids.map((id, index) => [id, row![`p${index}`]!]));
  }

  /** Records an unlock; false when the manager had already unlocked it. */
  async insertUnlockIn(
    manager: EntityManager,
    managerId: string,
    achievementId: AchievementId,
    unlockedAt: Date,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO achievement_unlock (manager_id, achievement_id, unlocked_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING manager_id`,
      [managerId, achievementId, unlockedAt],
    );
    return inserted.length > 0;
  }

  async unlocksOf(managerId: string): Promise<Map<string, Date>> {
    const rows = (await this.dataSource.query(
      `SELECT achievement_id, unlocked_at FROM achievement_unlock WHERE manager_id = $1`,
      [managerId],
    )) as { achievement_id: string; unlocked_at: Date }[];
    return new Map(rows.map((row) => [row.achievement_id, row.unlocked_at]));
  }

  progressOf(managerId: string, ids: readonly AchievementId[]): Promise<Map<AchievementId, number>> {
    return this.progressIn(this.dataSource, managerId, ids);
  }
}
