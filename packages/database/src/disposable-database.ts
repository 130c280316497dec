import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase } from './ensure-database';
import type { DatabaseTarget } from './open-data-source';

export interface DisposableDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one isolated run (a test file, a benchmark): embedded PostgreSQL
 * in memory, or, given a server URL, a new uniquely named database on that server.
 */
export async function createDisposableDatabase(serverUrl: string | undefined): Promise<DisposableDatabase> {
  if (!serverUrl) return { target: { kind: 'embedded' }, drop: async () => undefined };
  const url = new URL(serverUrl);
  url.pathname = `/sfl_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await ensureDatabase(url.toString());
  return { target: { kind: 'postgres', url: url.toString() }, drop: () => dropDatabase(url.toString()) };
}
