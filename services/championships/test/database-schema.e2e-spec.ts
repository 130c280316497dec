import { pendingSchemaChanges } from '@sfl/testing';
import { championshipsEntities } from '../src/database/championships.entities';
import { championshipsMigrations } from '../src/database/migrations';

describe('championships database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(
      await pendingSchemaChanges({ entities: championshipsEntities, migrations: championshipsMigrations }),
    ).toEqual([]);
  });
});
