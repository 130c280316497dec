import { pendingSchemaChanges } from '@sfl/testing';
import { notificationsEntities } from '../src/database/notifications.entities';
import { notificationsMigrations } from '../src/database/migrations';

describe('notifications database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(
      await pendingSchemaChanges({ entities: notificationsEntities, migrations: notificationsMigrations }),
    ).toEqual([]);
  });
});
