import { AuthErrors } from '@sfl/auth-context';
import type { RequestHandler } from 'express';
import { requestState } from '../http/request-state';

// User ids are UUIDs.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For `/user/:id/...` calls that answer with the caller's own data (GraphQL's `my…` fields): only
 * the signed-in manager's own id gets through. Signed out 401 (the subgraphs' sign-in message),
 * an id that is no user id 400, another manager's id 403 with `forbidden`.
 */
export function ownUserOnly(forbidden: string): RequestHandler {
  return (req, res, next) => {
    const { session } = requestState(req);
    const id = String(req.params.id);
    if (!session) return void res.status(401).json({ message: AuthErrors.NOT_SIGNED_IN().message });
    if (!USER_ID.test(id)) return void res.status(400).json({ message: 'The user id must be a UUID' });
    if (id.toLowerCase() !== session.userId.toLowerCase())
      return void res.status(403).json({ message: forbidden });
    next();
  };
}
