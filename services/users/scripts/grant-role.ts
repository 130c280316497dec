import { join, resolve } from 'node:path';
import { EmbeddedPostgres, lockDataDir, openDataSource, type DatabaseTarget } from '@sfl/database';
import { changeRole, parseRoleChange } from '../src/accounts/role-change';
import { usersMigrations } from '../src/database/migrations';
import { usersEntities } from '../src/database/users.entities';

// Operator command: gives a user a role (takes effect at the next login) or takes it away with
// --revoke, which also ends every session of the user at once (a UserSessionsRevoked event the
// gateways follow). Database: USERS_DATABASE_URL (services mode) or the embedded data folder
// DATA_DIR (default .data/), which must not be in use by a running instance.
//   node services/users/dist/scripts/grant-role.js <username> <role> [--revoke]

async function grantRole() {
  const change = parseRoleChange(process.argv.slice(2));
  const { username, role, revoke } = change;

  let release = async () => {};
  let target: DatabaseTarget;
  if (process.env.USERS_DATABASE_URL) {
    target = { kind: 'postgres', url: process.env.USERS_DATABASE_URL };
  } else {
    const dataDir = resolve(process.env.DATA_DIR ?? join(__dirname, '..', '..', '..', '..', '.data'));
    const unlock = lockDataDir(dataDir);
    const postgres = await EmbeddedPostgres.openDataDir(dataDir).catch((error: unknown) => {
      unlock();
      throw error;
    });
    release = async () => {
      await postgres.close();
      unlock();
    };
    target = { kind: 'embedded', schema: await postgres.schema('users') };
  }
  const dataSource = await openDataSource(target, { entities: usersEntities, migrations: usersMigrations });
  try {
    if (!(await changeRole(dataSource, change))) throw new Error(`no user named "${username}"`);
    process.stdout.write(`${revoke ? 'revoked' : 'granted'} ${role} ${revoke ? 'from' : 'to'} ${username}\n`);
  } finally {
    await dataSource.destroy();
    await release();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

void grantRole().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
