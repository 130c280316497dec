import { ResponseCache } from '../public-reads/response-cache';
import type { OperationFailure, OperationOutcome } from '../rest-facade/run-operation';
import type { PublicUser } from '../rest-facade/user.operations';

// As many users as the recent sessions hold: past this, the oldest row goes first.
const MAX_USERS = 10_000;

/**
 * The REST user object of each signed-in user this gateway answered `GET /api/user` for, by user
 * id, so that a signed-in page's repeated reads do not each run GraphQL and reach the users
 * subgraph. The row itself never changes (an account is never renamed nor deleted, and its roles
 * are not in it); who may read it is decided by the session, looked up before the cache on every
 * request, so a logout, a revoked role or an expired session answers 401 as before. `ttlMs` only
 * bounds how long an unused row stays.
 */
export class CurrentUsers {
  private readonly rows: ResponseCache<PublicUser>;

  constructor(ttlMs: number, now?: () => number) {
    this.rows = new ResponseCache({ ttlMs, maxKeys: MAX_USERS, now });
  }

  /** The user's answer, read with `load` (the caller's own `me`) when this gateway holds none. */
  of(userId: string, load: () => Promise<OperationOutcome<PublicUser>>) {
    return this.rows.get(userId, load);
  }
}

/** What `GET /api/user` answers a caller with no live session (or no account behind it). */
export const NOT_LOGGED_IN: OperationFailure = { ok: false, status: 401, message: 'Not logged in' };
