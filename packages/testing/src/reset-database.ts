import type { DataSource } from 'typeorm';

const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 5;

/**
 * Empties every table (entities, outbox, processed events…) but the migrations log, between tests.
 * A consumer or relay still finishing the last test's work may hold some of these tables while
 * wanting one the TRUNCATE already holds; PostgreSQL then ends one side as a deadlock, and when that
 * side is the reset it runs again.
 */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const rows: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
  );
  if (!rows.length) return;
  const truncate = `TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`;
  for (let attempt = 1; ; attempt++) {
    try {
      await dataSource.query(truncate);
      return;
    } catch (error) {
      if (attempt === ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown): boolean {
  return (error as { driverError?: { code?: string } }).driverError?.code === DEADLOCK_DETECTED;
}
