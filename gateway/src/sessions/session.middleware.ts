import type { RequestHandler } from 'express';
import { requestState } from '../http/request-state';
import type { SessionCookie } from './session-cookie';
import type { SessionStore } from './session-store';

/**
 * Session cookie → live session, its expiry slid by this use (cookie re-issued to match). A
 * session id we do not know (expired, destroyed, never issued) makes the caller anonymous and
 * clears the cookie.
 */
export function sessionMiddleware(sessions: SessionStore, cookie: SessionCookie): RequestHandler {
  return async (req, res, next) => {
    const sessionId = cookie.read(req.headers.cookie);
    if (sessionId !== undefined) {
      const session = await sessions.resume(sessionId);
      requestState(req).session = session;
      res.setHeader('Set-Cookie', session ? cookie.issue(session.id) : cookie.clear());
    }
    next();
  };
}
