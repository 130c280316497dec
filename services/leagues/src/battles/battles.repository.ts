import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { DataSource, type EntityManager, In } from 'typeorm';
import { BattleStakeEntity, type BattleStakeStatus } from './entities/battle-stake.entity';
import { BattleEntity } from './entities/battle.entity';

/** The only TypeORM code of battles and their stakes. */
@Injectable()
export class BattlesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction (the events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  byId(id: string, manager = this.dataSource.manager): Promise<BattleEntity | null> {
    return manager.findOneBy(BattleEntity, { id });
  }

  byIds(ids: readonly string[]): Promise<BattleEntity[]> {
    return ids.length
      ? this.dataSource.manager.findBy(BattleEntity, { id: In([...ids]) })
      : Promise.resolve([]);
  }

  /** The battle's row, locked until the transaction ends: its sides and status change one at a time. */
  lockIn(manager: EntityManager, id: string): Promise<BattleEntity | null> {
    return manager.findOne(BattleEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The next gameweek (the lowest whose deadline has not passed, as GameweeksRepository.nextGameweek),
   * its row share-locked: its deadline cannot be recorded until this transaction ends, so the
   * deadline's hook sees every battle made for it. Null when none is left.
   */
  async lockNextGameweekIn(manager: EntityManager): Promise<number | null> {
    const [row] = (await manager.query(
      'SELECT gameweek FROM gameweek WHERE deadline_passed_at IS NULL ORDER BY gameweek LIMIT 1 FOR SHARE',
    )) as { gameweek: number }[];
    return row?.gameweek ?? null;
  }

  /** Whether the gameweek's deadline has not passed, share-locked as lockNextGameweekIn does. */
  async lockOpenGameweekIn(manager: EntityManager, gameweek: number): Promise<boolean> {
    const rows = (await manager.query(
      'SELECT 1 FROM gameweek WHERE gameweek = $1 AND deadline_passed_at IS NULL FOR SHARE',
      [gameweek],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Battles the manager created or accepted, newest first. */
  mineOf(managerId: string, page: Page): Promise<BattleEntity[]> {
    return this.dataSource.manager.find(BattleEntity, {
      where: [{ challengerId: managerId }, { opponentId: managerId }],
      order: { createdAt: 'DESC', id: 'ASC' },
      take: page.limit,
      skip: page.offset,
    });
  }

  /**
   * PENDING battles whose seat is free that the manager may take: open ones and ones sent to them,
   * not theirs. A seat is free when nobody took it, or its taker's wager was asked for before
   * `seatHeldSince` and is still not held.
   */
  openFor(managerId: string, seatHeldSince: Date, page: Page): Promise<BattleEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(BattleEntity, 'b')
      .where("b.status = 'PENDING' AND b.challenger_id <> :managerId", { managerId })
      .andWhere(
        `(b.opponent_id IS NULL OR EXISTS (SELECT 1 FROM battle_stake s WHERE s.id = b.opponent_stake_id
           AND s.status = 'REQUESTED' AND s.requested_at <= :seatHeldSince))`,
        { seatHeldSince },
      )
      .andWhere('(b.invited_id IS NULL OR b.invited_id = :managerId)', { managerId })
      .orderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'ASC')
      .take(page.limit)
      .skip(page.offset)
      .getMany();
  }

  /** The gameweek's battles still waiting for it (PENDING or ACCEPTED), locked in id order. */
  waitingForIn(manager: EntityManager, gameweek: number): Promise<BattleEntity[]> {
    return manager.find(BattleEntity, {
      where: { gameweek, status: In(['PENDING', 'ACCEPTED']) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * The gameweek's LIVE battles whose points may be final, locked in id order: the gameweek
   * finished and neither side has a locked lineup still waiting for its final figure. A narrowing
   * only (GameweekPointsRepository.pointsFor decides), so a busy gameweek's every final figure does
   * not read every battle's points.
   */
  mayBeFinalIn(manager: EntityManager, gameweek: number): Promise<BattleEntity[]> {
    return manager
      .createQueryBuilder(BattleEntity, 'b')
      .setLock('pessimistic_write')
      .where("b.gameweek = :gameweek AND b.status = 'LIVE'", { gameweek })
      .andWhere(
        'EXISTS (SELECT 1 FROM gameweek g WHERE g.gameweek = b.gameweek AND g.finished_at IS NOT NULL)',
      )
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM manager_gameweek_points p WHERE p.gameweek = b.gameweek
           AND p.manager_id IN (b.challenger_id, b.opponent_id) AND p.has_lineup AND NOT p.final)`,
      )
      .orderBy('b.id', 'ASC')
      .getMany();
  }

  /** Battles the manager created that are still PENDING or ACCEPTED (the cap on open battles). */
  openBattlesOfIn(manager: EntityManager, challengerId: string): Promise<number> {
    return manager.countBy(BattleEntity, { challengerId, status: In(['PENDING', 'ACCEPTED']) });
  }

  /** The manager's wagers waiting for spl-rewards' answer. */
  requestedStakesOf(managerId: string): Promise<number> {
    return this.dataSource.manager.countBy(BattleStakeEntity, { managerId, status: 'REQUESTED' });
  }

  async saveIn(manager: EntityManager, battle: BattleEntity): Promise<BattleEntity> {
    return manager.save(BattleEntity, battle);
  }

  async updateIn(manager: EntityManager, id: string, changes: Partial<BattleEntity>): Promise<void> {
    await manager.update(BattleEntity, id, changes);
  }

  async addStakeIn(manager: EntityManager, stake: BattleStakeEntity): Promise<void> {
    await manager.insert(BattleStakeEntity, stake);
  }

  /** A stake without a lock: to find its battle, whose lock comes first. */
  stakeById(id: string, manager = this.dataSource.manager): Promise<BattleStakeEntity | null> {
    return manager.findOneBy(BattleStakeEntity, { id });
  }

  stakeIn(manager: EntityManager, id: string): Promise<BattleStakeEntity | null> {
    return manager.findOne(BattleStakeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The battle's stakes that are held now, oldest first. */
  heldStakesIn(manager: EntityManager, battleId: string): Promise<BattleStakeEntity[]> {
    return manager.find(BattleStakeEntity, {
      where: { battleId, status: 'HELD' },
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
  }

  async setStakesIn(
    manager: EntityManager,
    ids: readonly string[],
    status: BattleStakeStatus,
    refusal: string | null = null,
  ): Promise<void> {
    if (ids.length) await manager.update(BattleStakeEntity, { id: In([...ids]) }, { status, refusal });
  }

  /** Every stake of these battles, by battle. */
  async stakesOf(
    battleIds: readonly string[],
    manager = this.dataSource.manager,
  ): Promise<Map<string, BattleStakeEntity[]>> {
    const stakes = battleIds.length
      ? await manager.find(BattleStakeEntity, {
          where: { battleId: In([...battleIds]) },
          order: { requestedAt: 'ASC', id: 'ASC' },
        })
      : [];
    const byBattle = new Map<string, BattleStakeEntity[]>();
    for (const stake of stakes)
      byBattle.set(stake.battleId, [...(byBattle.get(stake.battleId) ?? []), stake]);
    return byBattle;
  }
}
