import { UserSessionsRevoked } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';

/**
 * Records, in the caller's transaction, that every session of the user must end now; the gateways
 * follow users' events and end the sessions they hold for the user.
 */
export function recordSessionsRevoked(
  manager: EntityManager,
  userId: string,
  reason: 'role-revoked' | 'logged-out-everywhere',
) {
  return recordEvent(manager, UserSessionsRevoked, {
    aggregateId: userId,
    payload: { userId, reason, revokedAt: new Date().toISOString() },
  });
}
