import type { ApolloServer } from '@apollo/server';
import { httpStatusForCode } from '@sfl/errors';
import type { Request, Response } from 'express';
import { type GatewayContext, gatewayContextFor } from '../graphql/gateway-context';

export type OperationOutcome<TData> =
  { ok: true; data: TData } | { ok: false; status: number; message: string };

/**
 * Runs one operation on the gateway's own graph for a REST call, with the same context an HTTP
 * GraphQL request gets (so subgraph signing and session grants apply), and carries the session
 * cookie the operation produced over to the REST response.
 */
export async function runOperation<TData>(
  server: ApolloServer<GatewayContext>,
  req: Request,
  res: Response,
  query: string,
  variables?: Record<string, unknown>,
): Promise<OperationOutcome<TData>> {
  const { body, http } = await server.executeOperation<TData>(
    { query, variables },
    { contextValue: gatewayContextFor(req) },
  );
  const cookie = http.headers.get('set-cookie');
  if (cookie) res.setHeader('Set-Cookie', cookie);
  if (body.kind !== 'single') throw new Error('The REST facade does not run incremental operations');
  const [error] = body.singleResult.errors ?? [];
  if (error) return { ok: false, status: httpStatusForCode(error.extensions?.code), message: error.message };
  if (!body.singleResult.data) throw new Error('Operation answered neither data nor errors');
  return { ok: true, data: body.singleResult.data };
}
