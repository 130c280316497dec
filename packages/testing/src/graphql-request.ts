import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { INTERNAL_CONTEXT_HEADER, signInternalContext } from '@sfl/auth-context';

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
}

export interface AsCaller {
  userId?: string | null;
  roles?: string[];
  clientIp?: string;
}

/**
 * Sends an operation to a subgraph the way the gateway does: with a context signed by the
 * shared secret, so tests exercise the real guard.
 */
export function graphqlRequest(server: Server, operation: GraphQLOperation, caller: AsCaller = {}) {
  const context = signInternalContext(
    {
      userId: caller.userId ?? null,
      roles: caller.roles ?? [],
      clientIp: caller.clientIp ?? '127.0.0.1',
      requestId: randomUUID(),
    },
    TEST_INTERNAL_SECRET,
  );
  return request(server).post('/graphql').set(INTERNAL_CONTEXT_HEADER, context).send(operation);
}
