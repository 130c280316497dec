import { join, resolve } from 'node:path';
import { lockDataDir, openDataSource, type DatabaseTarget } from '@sfl/database';
import { usersMigrations } from '../src/database/migrations';

// Operator command: gives a user a role (or takes it away with --revoke). It takes effect at the
// user's next login. Database: USERS_DATABASE_URL (services mode) or the embedded data folder
// DATA_DIR (default .data/), which must not be in use by a running instance.
//   node services/users/dist/scripts/grant-role.js <username> <role> [--revoke]
const ROLES = ['operator'];

async function grantRole() {
  const [username, role, flag] = process.argv.slice(2);
  if (!username || !role || (flag && flag !== '--revoke'))
    fail('usage: grant-role <username> <role> [--revoke]');
  if (!ROLES.includes(role)) fail(`unknown role "${role}"; roles: ${ROLES.join(', ')}`);
  const revoke = flag === '--revoke';

  let release = () => {};
  let target: DatabaseTarget;
  if (process.env.USERS_DATABASE_URL) {
    target = { kind: 'postgres', url: process.env.USERS_DATABASE_URL };
  } else {
    const dataDir = resolve(process.env.DATA_DIR ?? join(__dirname, '..', '..', '..', '..', '.data'));
    release = lockDataDir(dataDir);
    target = { kind: 'embedded', dataDir: join(dataDir, 'users') };
  }
  const dataSource = await openDataSource(target, { entities: [], migrations: usersMigrations });
  try {
    // TypeORM answers a raw UPDATE with [rows, affected count].
    const [, affected] = (await dataSource.query(
      revoke
        ? `UPDATE user_account SET roles = array_remove(roles, $2) WHERE username_key = lower($1) RETURNING id`
        : `UPDATE user_account SET roles = array_append(array_remove(roles, $2), $2) WHERE username_key = lower($1) RETURNING id`,
      [username, role],
    )) as [unknown[], number];
    if (!affected) throw new Error(`no user named "${username}"`);
    process.stdout.write(`${revoke ? 'revoked' : 'granted'} ${role} ${revoke ? 'from' : 'to'} ${username}\n`);
  } finally {
    await dataSource.destroy();
    release();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

void grantRole().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
