import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PreRegistrationEntity } from './entities/pre-registration.entity';

/** The managers pre-registered for championships; the only code that touches pre_registration. */
@Injectable()
export class PreRegistrationsRepository {
  async saveIn(manager: EntityManager, registration: PreRegistrationEntity): Promise<void> {
    await manager.upsert(PreRegistrationEntity, registration, ['championshipId', 'managerId']);
  }

  ofChampionshipIn(manager: EntityManager, championshipId: string): Promise<PreRegistrationEntity[]> {
    return manager.findBy(PreRegistrationEntity, { championshipId });
  }
}
