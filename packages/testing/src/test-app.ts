import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { MemoryStore } from '@sfl/cache';
import type { DatabaseTarget } from '@sfl/database';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger, type Logger } from '@sfl/logging';
import { ProcessMetrics } from '@sfl/metrics';
import { DataSource } from 'typeorm';
import { TEST_INTERNAL_SECRET } from './graphql-request';
import { resetDatabase } from './reset-database';
import { createTestDatabase } from './test-database';

/** What a service's app factory needs, prepared for a test. */
export interface TestAppDependencies {
  database: DatabaseTarget;
  store: MemoryStore;
  internalSecret: string;
  logger: Logger;
  /** the embedded transport: what the service records stays readable in its outbox */
  eventBus: EmbeddedEventBus;
  /** figures read at scrape time are read again on every scrape (no read cache); no Node metrics */
  metrics: ProcessMetrics;
}

export interface TestApp {
  app: INestApplication;
  server: Server;
  dataSource: DataSource;
  store: MemoryStore;
  /** Empties the tables and the store between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a service the way its run modes do, on a fresh database (embedded, or a new database
 * on TEST_DATABASE_URL's server), an in-process store, the test secret and a silent logger.
 */
export async function startTestApp(
  createApp: (dependencies: TestAppDependencies) => Promise<INestApplication>,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const store = new MemoryStore();
  const logger = createLogger({ service: 'test', level: 'silent' });
  const eventBus = new EmbeddedEventBus({ contracts: [], logger });
  const app = await createApp({
    database: database.target,
    store,
    internalSecret: TEST_INTERNAL_SECRET,
    logger,
    eventBus,
    metrics: new ProcessMetrics({ readCacheMs: 0, nodeMetrics: false }),
  });
  const dataSource = app.get(DataSource);
  return {
    app,
    server: app.getHttpServer() as Server,
    dataSource,
    store,
    reset: async () => {
      await resetDatabase(dataSource);
      await store.close();
    },
    close: async () => {
      await eventBus.stop();
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}
