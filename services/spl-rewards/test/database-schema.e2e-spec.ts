import { pendingSchemaChanges } from '@sfl/testing';
import { splRewardsMigrations } from '../src/database/migrations';
import { splRewardsEntities } from '../src/database/spl-rewards.entities';

describe('spl-rewards database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    expect(
      await pendingSchemaChanges({ entities: splRewardsEntities, migrations: splRewardsMigrations }),
    ).toEqual([]);
  });
});
