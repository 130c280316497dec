import { openDataSource } from '@sfl/database';
import { createTestDatabase } from '@sfl/testing';
import { UserAccountEntity } from '../src/accounts/entities/user-account.entity';
import { usersMigrations } from '../src/database/migrations';
import { WalletLinkChallengeEntity } from '../src/wallets/entities/wallet-link-challenge.entity';
import { WalletLinkEntity } from '../src/wallets/entities/wallet-link.entity';

describe('users database', () => {
  it('should leave no difference between the migrations and the entities', async () => {
    const database = await createTestDatabase();
    const dataSource = await openDataSource(database.target, {
      entities: [UserAccountEntity, WalletLinkChallengeEntity, WalletLinkEntity],
      migrations: usersMigrations,
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
