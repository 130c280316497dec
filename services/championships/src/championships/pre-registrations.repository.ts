import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page } from '@sfl/subgraph';
import { PreRegistrationEntity } from './entities/pre-registration.entity';

/** The only code that writes the pre_registration table. */
@Injectable()
export class PreRegistrationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findIn(manager: EntityManager, championshipId: string, managerId: string) {
    return manager.findOneBy(PreRegistrationEntity, { championshipId, managerId });
  }

  async saveIn(manager: EntityManager, registration: PreRegistrationEntity): Promise<void> {
    await manager.save(PreRegistrationEntity, registration);
  }

  /** The first `limit` managers to pre-register, earliest first. */
  async entrantIdsIn(manager: EntityManager, championshipId: string, limit: number): Promise<string[]> {
    const rows = await manager.find(PreRegistrationEntity, {
      select: { managerId: true },
      where: { championshipId },
      order: { registeredAt: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.managerId);
  }

  recent(championshipId: string, { limit, offset }: Page): Promise<PreRegistrationEntity[]> {
    return this.dataSource.getRepository(PreRegistrationEntity).find({
      where: { championshipId },
      order: { registeredAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  count(championshipId: string): Promise<number> {
    return this.dataSource.getRepository(PreRegistrationEntity).countBy({ championshipId });
  }

  mine(championshipId: string, managerId: string): Promise<PreRegistrationEntity | null> {
    return this.dataSource.getRepository(PreRegistrationEntity).findOneBy({ championshipId, managerId });
  }
}
