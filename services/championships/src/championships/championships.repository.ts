import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChampionshipStatus } from '@sfl/contracts';
import type { Page } from '@sfl/subgraph';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { DefaultChampionship } from './default-schedule';
import { ChampionshipEntity } from './entities/championship.entity';

/** How long a completed championship stays on the available list. */
export const COMPLETED_LISTED_MS = 14 * 24 * 60 * 60_000;
/** At most this many completed ones are listed: the most recently completed. */
export const COMPLETED_LISTED_MAX = 3;

/** The only code that writes the championship table. */
@Injectable()
export class ChampionshipsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insertIn(manager: EntityManager, championship: ChampionshipEntity): Promise<void> {
    await manager.insert(ChampionshipEntity, championship);
  }

  /**
   * Creates the default championships not created yet (each slot once, whoever gets there first);
   * answers the ones this call created.
   */
  async insertDefaultsIn(
    manager: EntityManager,
    plans: DefaultChampionship[],
    now: Date,
  ): Promise<ChampionshipEntity[]> {
    if (plans.length === 0) return [];
    const championships: ChampionshipEntity[] = plans.map((plan) => ({
      ...plan,
      id: randomUUID(),
      status: 'pre_registration',
      createdAt: now,
      completedAt: null,
    }));
    const { raw } = await manager
      .createQueryBuilder()
      .insert()
      .into(ChampionshipEntity)
      .values(championships)
      .orIgnore()
      .returning('id')
      .execute();
    const created = new Set((raw as { id: string }[]).map((row) => row.id));
    return championships.filter((championship) => created.has(championship.id));
  }

  /** Every championship not completed yet, locked for a status change, in one order for all. */
  lockUnfinishedIn(manager: EntityManager): Promise<ChampionshipEntity[]> {
    return manager
      .createQueryBuilder(ChampionshipEntity, 'c')
      .where(`c.status <> 'completed'`)
      .orderBy('c.id')
      .setLock('pessimistic_write')
      .getMany();
  }

  lockIn(manager: EntityManager, id: string): Promise<ChampionshipEntity | null> {
    return manager
      .createQueryBuilder(ChampionshipEntity, 'c')
      .where('c.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  async setStatusIn(
    manager: EntityManager,
    id: string,
    status: ChampionshipStatus,
    completedAt: Date | null,
  ): Promise<void> {
    await manager.update(ChampionshipEntity, { id }, { status, completedAt });
  }

  byId(id: string): Promise<ChampionshipEntity | null> {
    return this.dataSource.getRepository(ChampionshipEntity).findOneBy({ id });
  }

  byIds(ids: readonly string[]): Promise<ChampionshipEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(ChampionshipEntity).findBy({ id: In([...ids]) });
  }

  /**
   * One page of the open, upcoming and running ones and the COMPLETED_LISTED_MAX last completed in
   * the last two weeks (a simulated season finishes several a day); by start, then name and id so
   * pages never overlap. The database pages: operators add championships without end.
   */
  available(now: Date, { limit, offset }: Page): Promise<ChampionshipEntity[]> {
    return this.dataSource
      .getRepository(ChampionshipEntity)
      .createQueryBuilder('c')
      .where(`c.status <> 'completed'`)
      .orWhere(
        (query) =>
          `c.id IN ${query
            .subQuery()
            .select('done.id')
            .from(ChampionshipEntity, 'done')
            .where(`done.status = 'completed' AND done.completedAt >= :since`)
            .orderBy('done.completedAt', 'DESC')
            .addOrderBy('done.id')
            .limit(COMPLETED_LISTED_MAX)
            .getQuery()}`,
        { since: new Date(now.getTime() - COMPLETED_LISTED_MS) },
      )
      .orderBy('c.startDate')
      .addOrderBy('c.startGameweek')
      .addOrderBy('c.name')
      .addOrderBy('c.id')
      .offset(offset)
      .limit(limit)
      .getMany();
  }
}
