import { type DisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, type EventBus } from '@sfl/events';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from './test-database';

/**
 * One outbox standing in for the services a test does not run: what a test records in it reaches
 * the service under test's consumers as if those services had published it (embedded transport).
 */
export interface StandInProducers {
  /** its outbox_event table: record events here (recordEvent), empty it between tests (resetDatabase) */
  dataSource: DataSource;
  /** Makes the bus read `services`' topics from this outbox; call before the consumers start. */
  publishOn(eventBus: EventBus, services: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startStandInProducers(): Promise<StandInProducers> {
  const database: DisposableDatabase = await createTestDatabase();
  const dataSource = await openDataSource(database.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  return {
    dataSource,
    publishOn: async (eventBus, services) => {
      for (const service of services) await eventBus.startPublishing(service, dataSource);
    },
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
