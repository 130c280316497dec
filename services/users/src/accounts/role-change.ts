import type { DataSource } from 'typeorm';
import { AccountsRepository } from './accounts.repository';
import { usernameKey } from './credential-rules';
import { UserAccountEntity } from './entities/user-account.entity';
import { recordSessionsRevoked } from './sessions-revoked';

export const ROLES = ['operator'];

export interface RoleChange {
  username: string;
  role: string;
  revoke: boolean;
}

/** The grant-role command's arguments: `<username> <role> [--revoke]`; throws what is wrong with them. */
export function parseRoleChange(args: string[]): RoleChange {
  const [username, role, flag, ...rest] = args;
  if (!username || !role || (flag && flag !== '--revoke') || rest.length)
    throw new Error('usage: grant-role <username> <role> [--revoke]');
  if (!ROLES.includes(role)) throw new Error(`unknown role "${role}"; roles: ${ROLES.join(', ')}`);
  return { username, role, revoke: flag === '--revoke' };
}

/**
 * Gives a user a role (it takes effect at their next login) or takes it away, which also ends
 * every session of the user at once: a session keeps the roles it started with. False when no
 * user has that name. Works on the users database outside the app (the operator command), through
 * the accounts repository.
 */
export async function changeRole(
  dataSource: DataSource,
  { username, role, revoke }: RoleChange,
): Promise<boolean> {
  const accounts = new AccountsRepository(dataSource.getRepository(UserAccountEntity));
  const userId = await accounts.changeRole(usernameKey(username), { role, revoke }, (manager, id) =>
    revoke ? recordSessionsRevoked(manager, id, 'role-revoked') : Promise.resolve(),
  );
  return userId !== null;
}
