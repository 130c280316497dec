import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase, type DatabaseTarget } from '@sfl/database';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: embedded PostgreSQL in memory by default, or a
 * new database on the server named by TEST_DATABASE_URL (CI's integration stage).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { target: { kind: 'embedded' }, drop: async () => undefined };
  const url = new URL(serverUrl);
  url.pathname = `/sfl_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await ensureDatabase(url.toString());
  return { target: { kind: 'postgres', url: url.toString() }, drop: () => dropDatabase(url.toString()) };
}
