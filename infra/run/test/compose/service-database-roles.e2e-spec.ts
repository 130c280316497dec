import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { championshipsEntities, championshipsMigrations } from '@sfl/championships';
import { type DataSourceOptions, openDataSource } from '@sfl/database';
import { leaguesEntities, leaguesMigrations } from '@sfl/leagues';
import { matchesEntities, matchesMigrations } from '@sfl/matches';
import { nftEntities, nftMigrations } from '@sfl/nft';
import { notificationsEntities, notificationsMigrations } from '@sfl/notifications';
import { splRewardsEntities, splRewardsMigrations } from '@sfl/spl-rewards';
import { squadsEntities, squadsMigrations } from '@sfl/squads';
import { usersEntities, usersMigrations } from '@sfl/users';
import { Client } from 'pg';
import { repoPath } from '../../src/repo-paths';
import { SUBGRAPHS, type SubgraphName } from '../../src/services-topology';

// Compose gives each service a database owned by a role of its own (infra/postgres/init-databases.sh).
// Here the script itself runs on the test's PostgreSQL, under a prefix of its own, and each service's
// migrations run as its role: what a service needs of its database, it has without the superuser, and it
// cannot reach another service's database. (Passwords are not checked here: the test server trusts local
// connections; compose's PostgreSQL asks them.)
const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;

const SCHEMAS: Record<SubgraphName, DataSourceOptions> = {
  users: { entities: usersEntities, migrations: usersMigrations },
  matches: { entities: matchesEntities, migrations: matchesMigrations },
  nft: { entities: nftEntities, migrations: nftMigrations },
  squads: { entities: squadsEntities, migrations: squadsMigrations },
  'spl-rewards': { entities: splRewardsEntities, migrations: splRewardsMigrations },
  leagues: { entities: leaguesEntities, migrations: leaguesMigrations },
  championships: { entities: championshipsEntities, migrations: championshipsMigrations },
  notifications: { entities: notificationsEntities, migrations: notificationsMigrations },
};
const INSUFFICIENT_PRIVILEGE = '42501';

describeOnServer('the compose init script: one database and one role per service', () => {
  const prefix = `sfl_test_roles_${randomBytes(3).toString('hex')}`;
  const server = new URL(serverUrl ?? 'postgres://localhost');
  const passwords = Object.fromEntries(
    SUBGRAPHS.map(({ env }) => [`${env}_DB_PASSWORD`, randomBytes(12).toString('hex')]),
  );
  const urlOf = (database: string) => {
    const url = new URL(server);
    url.username = `${prefix}_${database}`;
    url.password =
      passwords[`${SUBGRAPHS.find((subgraph) => subgraph.database === database)!.env}_DB_PASSWORD`]!;
    url.pathname = `/${prefix}_${database}`;
    return url.toString();
  };

  beforeAll(async () => {
    await promisify(execFile)('bash', [repoPath('infra', 'postgres', 'init-databases.sh')], {
      env: {
        ...process.env,
        ...passwords,
        DATABASE_PREFIX: prefix,
        POSTGRES_USER: decodeURIComponent(server.username) || 'postgres',
        PGHOST: server.hostname,
        PGPORT: server.port || '5432',
      },
    });
  });

  afterAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    for (const { database } of SUBGRAPHS) {
      await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${database}" WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS "${prefix}_${database}"`);
    }
    await admin.end();
  });

  it.each(SUBGRAPHS.map(({ name, database }) => [name, database] as const))(
    'should let %s migrate its own database as its own role, which is no superuser',
    async (name, database) => {
      const dataSource = await openDataSource(
        { kind: 'postgres', url: urlOf(database), poolSize: 2 },
        SCHEMAS[name],
      );
      try {
        const [role] = await dataSource.query(
          'SELECT current_user AS "user", rolsuper FROM pg_roles WHERE rolname = current_user',
        );
        expect(role).toEqual({ user: `${prefix}_${database}`, rolsuper: false });
        expect(await dataSource.showMigrations()).toBe(false);
      } finally {
        await dataSource.destroy();
      }
    },
  );

  it("should refuse a service's role another service's database", async () => {
    const users = new URL(urlOf('users'));
    users.pathname = `/${prefix}_spl_rewards`;
    const client = new Client({ connectionString: users.toString() });
    await expect(client.connect()).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
  });
});
