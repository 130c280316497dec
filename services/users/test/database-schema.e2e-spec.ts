import { pendingSchemaChanges } from '@sfl/testing';
import { usersMigrations } from '../src/database/migrations';
import { usersEntities } from '../src/database/users.entities';

describe('users database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(await pendingSchemaChanges({ entities: usersEntities, migrations: usersMigrations })).toEqual([]);
  });
});
