import type { IncomingMessage } from 'node:http';
import type { Session } from '../sessions/session-store';

/** What the gateway knows about the caller of one HTTP request, before any GraphQL runs. */
export interface RequestState {
  requestId: string;
  clientIp: string | null;
  session: Session | null;
}

// Kept off `req` itself so that nothing untyped (res.locals, ad-hoc properties) carries it.
const states = new WeakMap<IncomingMessage, RequestState>();

export function setRequestState(req: IncomingMessage, state: RequestState): void {
  states.set(req, state);
}

export function requestState(req: IncomingMessage): RequestState {
  const state = states.get(req);
  if (!state) throw new Error('Request state missing: is the correlation middleware mounted first?');
  return state;
}
