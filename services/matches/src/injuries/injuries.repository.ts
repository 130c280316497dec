import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { InjuryEntity } from './entities/injury.entity';

/** The only code that touches the injury table. */
@Injectable()
export class InjuriesRepository {
  constructor(@InjectRepository(InjuryEntity) private readonly injuries: Repository<InjuryEntity>) {}

  open(): Promise<InjuryEntity[]> {
    return this.injuries.findBy({ recovered: false });
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
