import { pendingSchemaChanges } from '@sfl/testing';
import { nftMigrations } from '../src/database/migrations';
import { nftEntities } from '../src/database/nft.entities';

describe('nft database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(await pendingSchemaChanges({ entities: nftEntities, migrations: nftMigrations })).toEqual([]);
  });
});
