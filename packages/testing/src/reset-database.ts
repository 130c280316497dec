import type { DataSource } from 'typeorm';

/** Empties every table the migrations created (not the migrations log itself), between tests. */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const tables = dataSource.entityMetadatas.map((meta) => `"${meta.tableName}"`);
  if (tables.length) await dataSource.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
}
