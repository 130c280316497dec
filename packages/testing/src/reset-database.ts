import type { DataSource } from 'typeorm';

/** Empties every table (entities, outbox, processed events…) but the migrations log, between tests. */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const rows: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
  );
  if (rows.length)
    await dataSource.query(
      `TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
}
