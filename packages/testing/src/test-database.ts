import { createDisposableDatabase, type DisposableDatabase } from '@sfl/database';

/** A fresh database for one test file: embedded by default, on TEST_DATABASE_URL's server in CI. */
export function createTestDatabase(): Promise<DisposableDatabase> {
  return createDisposableDatabase(process.env.TEST_DATABASE_URL);
}
