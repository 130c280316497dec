import { pendingSchemaChanges } from '@sfl/testing';
import { leaguesEntities } from '../src/database/leagues.entities';
import { leaguesMigrations } from '../src/database/migrations';

describe('leagues database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(await pendingSchemaChanges({ entities: leaguesEntities, migrations: leaguesMigrations })).toEqual(
      [],
    );
  });
});
