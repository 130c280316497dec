import { pendingSchemaChanges } from '@sfl/testing';
import { matchesEntities } from '../src/database/matches.entities';
import { matchesMigrations } from '../src/database/migrations';

describe('matches database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(await pendingSchemaChanges({ entities: matchesEntities, migrations: matchesMigrations })).toEqual(
      [],
    );
  });
});
