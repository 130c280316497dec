import { InvalidSignatureError, signToken, verifyToken } from './signed-token';

/**
 * Subgraphs never see cookies. When the users subgraph authenticates someone (or logs them out)
 * it answers with a signed grant header; the gateway verifies it and starts or ends the session.
 */
export type SessionGrant =
  | { action: 'start'; userId: string; roles: string[] }
  /** ends the session of this request */
  | { action: 'end' }
  /** ends every session of the user, on every device ("log out everywhere") */
  | { action: 'end-all'; userId: string };

export const SESSION_GRANT_HEADER = 'x-sfl-session-grant';

export function signSessionGrant(grant: SessionGrant, secret: string): string {
  return signToken(grant, secret);
}

export function verifySessionGrant(token: unknown, secret: string): SessionGrant {
  const payload = verifyToken(token, secret);
  if (payload.action === 'end') return { action: 'end' };
  const { userId, roles } = payload;
  if (payload.action === 'end-all' && typeof userId === 'string') return { action: 'end-all', userId };
  if (
    payload.action === 'start' &&
    typeof userId === 'string' &&
    Array.isArray(roles) &&
    roles.every((role) => typeof role === 'string')
  ) {
    return { action: 'start', userId, roles: roles as string[] };
  }
  throw new InvalidSignatureError('malformed grant');
}
