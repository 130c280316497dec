import type { BaseContext } from '@apollo/server';
import type { SessionGrant } from '@sfl/auth-context';
import type { IncomingMessage } from 'node:http';
import { requestState } from '../http/request-state';
import type { Session } from '../sessions/session-store';

/** The context of every operation, whether it came in on /graphql or through the REST facade. */
export interface GatewayContext extends BaseContext {
  requestId: string;
  clientIp: string | null;
  session: Session | null;
  /** Verified grants received from subgraphs, applied when the response is sent. */
  grants: SessionGrant[];
}

export function gatewayContextFor(req: IncomingMessage): GatewayContext {
  const { requestId, clientIp, session } = requestState(req);
  return { requestId, clientIp, session, grants: [] };
}
