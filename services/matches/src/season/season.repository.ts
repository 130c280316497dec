import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SEASON_ID, SeasonEntity } from './entities/season.entity';

/** The only code that touches the season table (its one row). */
@Injectable()
export class SeasonRepository {
  constructor(@InjectRepository(SeasonEntity) private readonly seasons: Repository<SeasonEntity>) {}

  exists(): Promise<boolean> {
    return this.seasons.existsBy({ id: SEASON_ID });
  }

  /** The calendar row as it is now (no lock); null before the world is seeded. */
  current(): Promise<SeasonEntity | null> {
    return this.seasons.findOneBy({ id: SEASON_ID });
  }

  /** Runs `work` in one transaction (the events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.seasons.manager.transaction(work);
  }

  /**
   * Inserts the season row unless there is one: the row is the claim to seed the world, so a
   * second instance seeding at the same moment inserts nothing. True when this call inserted it.
   */
  async claimIn(manager: EntityManager, season: Omit<SeasonEntity, 'id'>): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .insert()
      .into(SeasonEntity)
      .values({ id: SEASON_ID, ...season })
      .orIgnore()
      .returning('id')
      .execute();
    return (claimed.raw as unknown[]).length > 0;
  }

  /** The calendar row inside the caller's transaction (no lock); null before the world is seeded. */
  currentIn(manager: EntityManager): Promise<SeasonEntity | null> {
    return currentSeasonIn(manager);
  }

  /** Locks the season row for the rest of the transaction; null before the world is seeded. */
  lockIn(manager: EntityManager): Promise<SeasonEntity | null> {
    return manager.findOne(SeasonEntity, { where: { id: SEASON_ID }, lock: { mode: 'pessimistic_write' } });
  }

  async saveIn(manager: EntityManager, season: SeasonEntity): Promise<void> {
    await manager.save(SeasonEntity, season);
  }
}

/** The calendar row inside the caller's transaction (no lock), also where no repository is injected (migrations). */
export function currentSeasonIn(manager: EntityManager): Promise<SeasonEntity | null> {
  return manager.findOneBy(SeasonEntity, { id: SEASON_ID });
}
