import { InvalidSignatureError, signToken, verifyToken } from './signed-token';

/** Who is asking, as the gateway vouches for it on every subgraph request. */
export interface InternalContext {
  userId: string | null;
  /** what the signed-in user may do beyond a manager's own actions, e.g. 'operator' */
  roles: string[];
  clientIp: string | null;
  requestId: string;
  /** milliseconds since the epoch when the gateway signed it */
  issuedAt: number;
}

export const INTERNAL_CONTEXT_HEADER = 'x-sfl-context';

// A signed context is good for one request; the window only absorbs clock skew and slow plans,
// so a captured header cannot be replayed later.
const MAX_AGE_MS = 60_000;

export function signInternalContext(
  context: Omit<InternalContext, 'issuedAt'>,
  secret: string,
  now = Date.now(),
) {
  return signToken({ ...context, issuedAt: now }, secret);
}

export function verifyInternalContext(token: unknown, secret: string, now = Date.now()): InternalContext {
  const payload = verifyToken(token, secret);
  const { userId, roles, clientIp, requestId, issuedAt } = payload;
  if (
    (userId !== null && typeof userId !== 'string') ||
    !Array.isArray(roles) ||
    !roles.every((role) => typeof role === 'string') ||
    (clientIp !== null && typeof clientIp !== 'string') ||
    typeof requestId !== 'string' ||
    typeof issuedAt !== 'number'
  ) {
    throw new InvalidSignatureError('malformed context');
  }
  if (Math.abs(now - issuedAt) > MAX_AGE_MS) throw new InvalidSignatureError('expired');
  return { userId, roles: roles as string[], clientIp, requestId, issuedAt };
}
