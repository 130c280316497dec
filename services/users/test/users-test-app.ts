import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { MemoryStore } from '@sfl/cache';
import { createLogger } from '@sfl/logging';
import { createTestDatabase, resetDatabase, TEST_INTERNAL_SECRET } from '@sfl/testing';
import { DataSource } from 'typeorm';
import { createUsersApp } from '../src/create-users-app';
import type { LoginLimits } from '../src/config/users.config';

export interface UsersTestApp {
  app: INestApplication;
  server: Server;
  dataSource: DataSource;
  store: MemoryStore;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The real users subgraph on a fresh database (embedded, or TEST_DATABASE_URL's server). */
export async function startUsersTestApp(loginLimits?: LoginLimits): Promise<UsersTestApp> {
  const database = await createTestDatabase();
  const store = new MemoryStore();
  const app = await createUsersApp({
    database: database.target,
    store,
    internalSecret: TEST_INTERNAL_SECRET,
    logger: createLogger({ service: 'users-test', level: 'silent' }),
    loginLimits,
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
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}
