import type { IncomingMessage, ServerResponse } from 'node:http';
import { INTERNAL_CONTEXT_HEADER, type InternalContext, verifyInternalContext } from './internal-context';

export type RequestWithContext = IncomingMessage & { internalContext?: InternalContext };

/**
 * Subgraph middleware in front of /graphql: only requests whose context the gateway signed get
 * through. Anything else (a direct call, a forged or stale header) is answered 401 before any
 * resolver runs.
 */
export function requireInternalContext(secret: string) {
  return (req: RequestWithContext, res: ServerResponse, next: () => void) => {
    try {
      req.internalContext = verifyInternalContext(req.headers[INTERNAL_CONTEXT_HEADER], secret);
      next();
    } catch {
      res.statusCode = 401;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          errors: [{ message: 'Request not signed by the gateway', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      );
    }
  };
}
