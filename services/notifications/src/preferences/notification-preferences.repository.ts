import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { NotificationPreferenceEntity } from './entities/notification-preference.entity';

/** The only code that reads and writes the notification_preference table. */
@Injectable()
export class NotificationPreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The rows of these managers (only the kinds they changed have one). */
  ofManagersIn(
    manager: EntityManager,
    managerIds: readonly string[],
  ): Promise<NotificationPreferenceEntity[]> {
    return manager.findBy(NotificationPreferenceEntity, { managerId: In([...managerIds]) });
  }

  ofManager(managerId: string): Promise<NotificationPreferenceEntity[]> {
    return this.dataSource.getRepository(NotificationPreferenceEntity).findBy({ managerId });
  }

  async save(preference: NotificationPreferenceEntity): Promise<void> {
    await this.dataSource
      .getRepository(NotificationPreferenceEntity)
      .upsert(preference, ['managerId', 'kind']);
  }
}
