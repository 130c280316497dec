import type { ApolloServer, GraphQLResponse } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { httpStatusForCode } from '@sfl/errors';
import type { Request, Response } from 'express';
import { type DocumentNode, print } from 'graphql';
import { type GatewayContext, gatewayContextFor } from '../graphql/gateway-context';

export type OperationFailure = {
  ok: false;
  status: number;
  message: string;
  /** the domain's reason code (ALREADY_MEMBER, …): what a client branches on, never the message */
  reason?: string;
  /** a refusal that passes with time (429): when to try again */
  retryAfterSeconds?: number;
};
export type OperationOutcome<TData> = { ok: true; data: TData } | OperationFailure;

/** An operation's variables as arguments: to be passed when it has a required one, else optional. */
export type VariablesArgs<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * A failed operation's REST answer: its status and message, and `Retry-After` when it has one. With
 * `withReason`, a domain refusal's reason code too (for a page that says why in its own words).
 */
export function sendFailure(res: Response, failure: OperationFailure, { withReason = false } = {}): void {
  if (failure.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(failure.retryAfterSeconds));
  const { message, reason } = failure;
  res.status(failure.status).json(withReason && reason !== undefined ? { message, reason } : { message });
}

/**
 * Runs one operation on the gateway's own graph for a REST call, with the same context an HTTP
 * GraphQL request gets (so subgraph signing and session grants apply), and carries the session
 * cookie the operation produced over to the REST response.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  req: Request,
  res: Response,
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables]: VariablesArgs<NoInfer<TVariables>>
): Promise<OperationOutcome<TData>> {
  const { body, http } = await server.executeOperation<TData, TVariables>(
    { query: textOf(document), variables },
    { contextValue: gatewayContextFor(req) },
  );
  const cookie = http.headers.get('set-cookie');
  if (cookie) res.setHeader('Set-Cookie', cookie);
  return outcomeOf(body);
}

/**
 * Runs one operation as an anonymous caller, for an answer every caller shares (the public reads'
 * cache): no session, no client address, nothing carried back to a response.
 */
export async function runAnonymousOperation<TData, TVariables extends Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  requestId: string,
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables]: VariablesArgs<NoInfer<TVariables>>
): Promise<OperationOutcome<TData>> {
  const { body } = await server.executeOperation<TData, TVariables>(
    { query: textOf(document), variables },
    { contextValue: { requestId, clientIp: null, session: null, grants: [] } },
  );
  return outcomeOf(body);
}

// Apollo Server prints a document it is handed on every call: each operation's text is printed once.
const texts = new WeakMap<DocumentNode, string>();

function textOf(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
}

function outcomeOf<TData>(body: GraphQLResponse<TData>['body']): OperationOutcome<TData> {
  if (body.kind !== 'single') throw new Error('The REST facade does not run incremental operations');
  const [error] = body.singleResult.errors ?? [];
  if (error) {
    const { code, reason, retryAfterSeconds } = error.extensions ?? {};
    return {
      ok: false,
      status: httpStatusForCode(code),
      message: error.message,
      ...(typeof reason === 'string' && { reason }),
      ...(typeof retryAfterSeconds === 'number' && { retryAfterSeconds }),
    };
  }
  if (!body.singleResult.data) throw new Error('Operation answered neither data nor errors');
  return { ok: true, data: body.singleResult.data };
}
