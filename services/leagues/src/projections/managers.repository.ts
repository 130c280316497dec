import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { UserRegistered } from '@sfl/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ManagerEntity } from './entities/manager.entity';

/** The managers' usernames (users.events); the only code that writes the manager table. */
@Injectable()
export class ManagersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async registerIn(manager: EntityManager, user: PayloadOf<typeof UserRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO manager (id, username, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username`,
      [user.userId, user.username, user.registeredAt],
    );
  }

  /** The manager with this username, whatever its case; null when nobody registered it (yet). */
  byUsername(username: string, manager = this.dataSource.manager): Promise<ManagerEntity | null> {
    return manager
      .createQueryBuilder(ManagerEntity, 'm')
      .where('lower(m.username) = lower(:username)', { username })
      .getOne();
  }

  byIds(ids: readonly string[], manager = this.dataSource.manager): Promise<ManagerEntity[]> {
    return ids.length ? manager.findBy(ManagerEntity, { id: In([...ids]) }) : Promise.resolve([]);
  }
}
