import { pendingSchemaChanges } from '@sfl/testing';
import { squadsMigrations } from '../src/database/migrations';
import { squadsEntities } from '../src/database/squads.entities';

describe('squads database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(await pendingSchemaChanges({ entities: squadsEntities, migrations: squadsMigrations })).toEqual(
      [],
    );
  });
});
