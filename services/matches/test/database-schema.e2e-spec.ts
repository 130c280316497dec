import { openDataSource } from '@sfl/database';
import { createTestDatabase } from '@sfl/testing';
import { matchesMigrations } from '../src/database/migrations';
import { matchesEntities } from '../src/database/matches.entities';

describe('matches database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    const database = await createTestDatabase();
    const dataSource = await openDataSource(database.target, {
      entities: matchesEntities,
      migrations: matchesMigrations,
    });
    try {
      const sql = await dataSource.driver.createSchemaBuilder().log();
      expect(sql.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
