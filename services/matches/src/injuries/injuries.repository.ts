import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { In, type EntityManager, type Repository } from 'typeorm';
import { InjuryEntity } from './entities/injury.entity';
import { SEVERITY_RANK, STATUS_RANK } from './injury-catalogue';

// A column's rank as SQL: the catalogue's own constants, never a client's input.
const rankOf = (column: string, ranks: Record<string, number>) =>
  `CASE ${column} ${Object.entries(ranks)
    .map(([value, rank]) => `WHEN '${value}' THEN ${rank}`)
    .join(' ')} END`;

/** The only code that touches the injury table. */
@Injectable()
export class InjuriesRepository {
  constructor(@InjectRepository(InjuryEntity) private readonly injuries: Repository<InjuryEntity>) {}

  /** One page of the open reports, most severe first (severity, then status, then the longest absence). */
  openPage({ limit, offset }: Page): Promise<InjuryEntity[]> {
    return this.injuries
      .createQueryBuilder('i')
      .where('i.recovered = false')
      .orderBy(rankOf('i.severity', SEVERITY_RANK))
      .addOrderBy(rankOf('i.status', STATUS_RANK))
      .addOrderBy('i.expectedReturn', 'DESC')
      .addOrderBy('i.id')
      .offset(offset)
      .limit(limit)
      .getMany();
  }

  openOf(footballerIds: string[]): Promise<InjuryEntity[]> {
    return this.injuries.findBy({ recovered: false, footballerId: In(footballerIds) });
  }

  // Inside a transaction of the caller.

  openIn(manager: EntityManager): Promise<InjuryEntity[]> {
    return manager.findBy(InjuryEntity, { recovered: false });
  }

  async saveIn(manager: EntityManager, injury: InjuryEntity): Promise<void> {
    await manager.save(InjuryEntity, injury);
  }

  /** Inside a kick-off's transaction: who of these clubs is injured (not selectable until their return). */
  async injuredIn(manager: EntityManager, clubIds: string[]): Promise<Set<string>> {
    const injuries = await manager.findBy(InjuryEntity, { recovered: false, clubId: In(clubIds) });
    return new Set(injuries.map((injury) => injury.footballerId));
  }
}
