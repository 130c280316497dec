import type { DataSource } from 'typeorm';
import { recordSessionsRevoked } from './sessions-revoked';

export const ROLES = ['operator'];

/**
 * Gives a user a role (it takes effect at their next login) or takes it away, which also ends
 * every session of the user at once: a session keeps the roles it started with. False when no
 * user has that name.
 */
export function changeRole(
  dataSource: DataSource,
  change: { username: string; role: string; revoke: boolean },
): Promise<boolean> {
  const { username, role, revoke } = change;
  return dataSource.transaction(async (manager) => {
    // TypeORM answers a raw UPDATE with [rows, affected count].
    const [rows, affected] = (await manager.query(
      revoke
        ? `UPDATE user_account SET roles = array_remove(roles, $2) WHERE username_key = lower($1) RETURNING id`
        : `UPDATE user_account SET roles = array_append(array_remove(roles, $2), $2) WHERE username_key = lower($1) RETURNING id`,
      [username, role],
    )) as [{ id: string }[], number];
    if (!affected) return false;
    if (revoke) await recordSessionsRevoked(manager, rows[0].id, 'role-revoked');
    return true;
  });
}
