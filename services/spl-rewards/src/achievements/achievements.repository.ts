import { Injectable } from '@nestjs/common';
import { ACHIEVEMENT_IDS, type AchievementId } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LEGEND_OVERALL, PROGRESS_SQL } from './achievement-progress';

/** A card's holder after a change (CardOwnershipChanged). */
export interface CardHolder {
  cardId: string;
  footballerId: string;
  ownerId: string | null;
  changedAt: string;
}

/** A market sale at or above its tier's price floor, as Market Master counts it. */
export interface Trade {
  /** the CardOwnershipChanged event's id */
  eventId: string;
  sellerId: string;
  buyerId: string;
  /** when the card became the seller's, when known */
  sellerHeldSince: Date | null;
  tradedAt: string;
}

/** A goal reward as achievements count it. */
export interface Goal {
  rewardId: string;
  managerId: string;
  matchId: string;
  footballerId: string;
}

/** An achievement of a manager. */
export interface ManagerAchievement {
  managerId: string;
  achievementId: AchievementId;
}

/** An unlock whose reward is not paid yet, and what its manager was paid in the gameweek so far. */
export interface DueReward extends ManagerAchievement {
  tokens: number;
  unlockedAt: Date;
  /** achievement SPL paid to the manager in the gameweek */
  spent: number;
}

/** The only code that reads and writes the achievements' facts and unlocks. */
@Injectable()
export class AchievementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Goal rewards, in one statement (a redelivered one changes nothing). */
  async recordGoalsIn(manager: EntityManager, goals: readonly Goal[]): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_goal (reward_id, manager_id, match_id, footballer_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[]) ON CONFLICT DO NOTHING`,
      [
        goals.map((goal) => goal.rewardId),
        goals.map((goal) => goal.managerId),
        goals.map((goal) => goal.matchId),
        goals.map((goal) => goal.footballerId),
      ],
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

  /** Who holds the card as recorded here, and since when (null: no change of it recorded yet). */
  async holderOfCardIn(
    manager: EntityManager,
    cardId: string,
  ): Promise<{ ownerId: string | null; changedAt: Date } | null> {
    const [row] = (await manager.query(
      `SELECT owner_id, changed_at FROM achievement_card WHERE card_id = $1`,
      [cardId],
    )) as { owner_id: string | null; changed_at: Date }[];
    return row ? { ownerId: row.owner_id, changedAt: row.changed_at } : null;
  }

  /** The seller's and the buyer's side of a sale, each with the other (a redelivered sale changes nothing). */
  async recordTradeIn(manager: EntityManager, trade: Trade): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_trade (event_id, manager_id, counterparty_id, side, held_since, traded_at)
       VALUES ($1, $2, $3, 'SELLER', $4, $5), ($1, $3, $2, 'BUYER', NULL, $5) ON CONFLICT DO NOTHING`,
      [trade.eventId, trade.sellerId, trade.buyerId, trade.sellerHeldSince, trade.tradedAt],
    );
  }

  /** A gameweek's deadline, passed (a redelivered one changes nothing). */
  async recordDeadlineIn(manager: EntityManager, gameweek: number, deadline: string): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_deadline (gameweek, deadline) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [gameweek, deadline],
    );
  }

  /**
   * Whose count a passed deadline may raise, by id: holders of legend cards they got before it, and
   * sellers of cards they got before it and sold after it.
   */
  async reachedByDeadlinesIn(manager: EntityManager, deadlines: readonly string[]): Promise<string[]> {
    if (deadlines.length === 0) return [];
    const rows = (await manager.query(
      `SELECT card.owner_id AS id FROM achievement_card AS card
         JOIN footballer ON footballer.id = card.footballer_id
         WHERE card.owner_id IS NOT NULL AND footballer.overall >= $2
           AND card.changed_at < (SELECT max(deadline) FROM unnest($1::timestamptz[]) AS deadline)
       UNION
       SELECT trade.manager_id FROM achievement_trade AS trade, unnest($1::timestamptz[]) AS deadline
         WHERE trade.side = 'SELLER' AND deadline > trade.held_since AND deadline <= trade.traded_at
       ORDER BY id`,
      [deadlines, LEGEND_OVERALL],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** The league's winners (a redelivered result changes nothing). */
  async recordLeagueWinIn(
    manager: EntityManager,
    leagueId: string,
    managerIds: readonly string[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO achievement_league_win (league_id, manager_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [leagueId, managerIds],
    );
  }

  /** Who holds a card of any of the footballers now, by id. */
  async ownersOfCardsIn(manager: EntityManager, footballerIds: readonly string[]): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT owner_id FROM achievement_card WHERE footballer_id = ANY($1::uuid[]) AND owner_id IS NOT NULL
       ORDER BY owner_id`,
      [footballerIds],
    )) as { owner_id: string }[];
    return rows.map((row) => row.owner_id);
  }

  /** The manager's uncapped progress towards each of `ids` (all seven when reading the page). */
  async progressIn(
    manager: EntityManager | DataSource,
    managerId: string,
    ids: readonly AchievementId[],
  ): Promise<Map<AchievementId, number>> {
    const columns = ids.map((id, index) => `${PROGRESS_SQL[id]('$1')}::int AS p${index}`).join(', ');
    const [row] = (await manager.query(`SELECT ${columns}`, [managerId])) as Record<string, number>[];
    return new Map(ids.map((id, index) => [id, row![`p${index}`]!]));
  }

  /**
   * The uncapped progress of each manager towards each of `ids` they have not unlocked yet, in one
   * statement (an unlocked one is not counted again), in the order of `managerIds`, then of `ids`.
   */
  async openProgressIn(
    manager: EntityManager,
    managerIds: readonly string[],
    ids: readonly AchievementId[],
  ): Promise<(ManagerAchievement & { progress: number })[]> {
    const columns = ids.map(
      (id, index) => `CASE WHEN EXISTS (SELECT 1 FROM achievement_unlock AS unlock
          WHERE unlock.manager_id = subject.id AND unlock.achievement_id = ($2::text[])[${index + 1}])
        THEN NULL ELSE ${PROGRESS_SQL[id]('subject.id')}::int END AS p${index}`,
    );
    const rows = (await manager.query(
      `SELECT subject.id, ${columns.join(', ')}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS subject(id, place) ORDER BY subject.place`,
      [managerIds, ids],
    )) as Record<string, string | number | null>[];
    return rows.flatMap((row) =>
      ids.flatMap((achievementId, index) => {
        const progress = row[`p${index}`] as number | null;
        return progress === null ? [] : [{ managerId: row.id as string, achievementId, progress }];
      }),
    );
  }

  /** Those of the managers who have not unlocked every one of `ids` yet, in the given order. */
  async withAnyLockedIn(
    manager: EntityManager,
    managerIds: readonly string[],
    ids: readonly AchievementId[],
  ): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT subject.id FROM unnest($1::uuid[]) WITH ORDINALITY AS subject(id, place)
       WHERE (SELECT count(*) FROM achievement_unlock AS unlock
              WHERE unlock.manager_id = subject.id AND unlock.achievement_id = ANY($2::text[])) < cardinality($2::text[])
       ORDER BY subject.place`,
      [managerIds, ids],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Records unlocks, unpaid, in the gameweek under way (the latest whose deadline passed), in one
   * statement; answers those the managers had not unlocked before, in order.
   */
  async insertUnlocksIn(
    manager: EntityManager,
    unlocks: readonly (ManagerAchievement & { tokens: number })[],
    unlockedAt: Date,
  ): Promise<ManagerAchievement[]> {
    const inserted = (await manager.query(
      `INSERT INTO achievement_unlock (manager_id, achievement_id, tokens, unlocked_at, unlocked_gameweek)
       SELECT manager_id, achievement_id, tokens, $4,
         (SELECT coalesce(max(gameweek), 0) FROM achievement_deadline)
       FROM unnest($1::uuid[], $2::varchar[], $3::int[]) AS u(manager_id, achievement_id, tokens)
       ON CONFLICT DO NOTHING RETURNING manager_id, achievement_id`,
      [
        unlocks.map((unlock) => unlock.managerId),
        unlocks.map((unlock) => unlock.achievementId),
        unlocks.map((unlock) => unlock.tokens),
        unlockedAt,
      ],
    )) as { manager_id: string; achievement_id: string }[];
    const fresh = new Set(inserted.map((row) => `${row.manager_id}:${row.achievement_id}`));
    return unlocks.filter((unlock) => fresh.has(`${unlock.managerId}:${unlock.achievementId}`));
  }

  /**
   * The managers' unpaid rewards with what each was paid in `gameweek`: by manager id (the ledger's
   * order), then oldest unlock first, then catalogue order. One statement.
   */
  async dueIn(manager: EntityManager, managerIds: readonly string[], gameweek: number): Promise<DueReward[]> {
    const rows = (await manager.query(
      `SELECT due.manager_id, due.achievement_id, due.tokens, due.unlocked_at,
         (SELECT coalesce(sum(paid.tokens), 0) FROM achievement_unlock AS paid
          WHERE paid.manager_id = due.manager_id AND paid.paid_gameweek = $3)::int AS spent
       FROM achievement_unlock AS due
       WHERE due.manager_id = ANY($1::uuid[]) AND due.paid_gameweek IS NULL
       ORDER BY due.manager_id, due.unlocked_at, array_position($2::text[], due.achievement_id::text)`,
      [managerIds, ACHIEVEMENT_IDS, gameweek],
    )) as {
      manager_id: string;
      achievement_id: AchievementId;
      tokens: number;
      unlocked_at: Date;
      spent: number;
    }[];
    return rows.map((row) => ({
      managerId: row.manager_id,
      achievementId: row.achievement_id,
      tokens: row.tokens,
      unlockedAt: row.unlocked_at,
      spent: row.spent,
    }));
  }

  /**
   * For each gameweek, the reward SPL it left unpaid: unlocked by its end (in it or before) and paid
   * in a later gameweek or not yet, whether its manager's or the global budget held it back.
   */
  async deferredIn(
    manager: EntityManager | DataSource,
    gameweeks: readonly number[],
  ): Promise<Map<number, number>> {
    const rows = (await manager.query(
      `SELECT g.gameweek, (SELECT coalesce(sum(u.tokens), 0) FROM achievement_unlock AS u
         WHERE u.unlocked_gameweek <= g.gameweek
           AND (u.paid_gameweek IS NULL OR u.paid_gameweek > g.gameweek))::float8 AS deferred
       FROM unnest($1::int[]) AS g(gameweek)`,
      [gameweeks],
    )) as { gameweek: number; deferred: number }[];
    return new Map(rows.map((row) => [row.gameweek, row.deferred]));
  }

  /** Marks the rewards paid from `gameweek`'s budget. */
  async markPaidIn(
    manager: EntityManager,
    rewards: readonly ManagerAchievement[],
    gameweek: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE achievement_unlock AS unlock SET paid_gameweek = $3
       FROM unnest($1::uuid[], $2::varchar[]) AS paid(manager_id, achievement_id)
       WHERE unlock.manager_id = paid.manager_id AND unlock.achievement_id = paid.achievement_id`,
      [rewards.map((reward) => reward.managerId), rewards.map((reward) => reward.achievementId), gameweek],
    );
  }

  /** Managers with a reward waiting for a gameweek's budget, by id. */
  async withDueRewardsIn(manager: EntityManager): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT manager_id FROM achievement_unlock WHERE paid_gameweek IS NULL ORDER BY manager_id`,
    )) as { manager_id: string }[];
    return rows.map((row) => row.manager_id);
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
