import { type DataSourceOptions, openDataSource } from '@sfl/database';
import { createTestDatabase } from './test-database';

/**
 * The SQL that would still be needed to make a fresh database, built by the migrations, match
 * the entities. Empty when migrations and entities agree.
 */
export async function pendingSchemaChanges(schema: DataSourceOptions): Promise<string[]> {
  const database = await createTestDatabase();
  const dataSource = await openDataSource(database.target, schema);
  try {
    return (await dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
    await database.drop();
  }
}
