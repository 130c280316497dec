import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GatewayContext } from '../graphql/gateway-context';
import { requestState } from '../http/request-state';
import { AVAILABLE_CHAMPIONSHIPS, withLowerCaseKinds } from '../rest-facade/championships.operations';
import {
  holdsRowOf,
  LEADERBOARD,
  MY_LEADERBOARD_ENTRY,
  pageOf,
  withOwnRow,
} from '../rest-facade/leaderboard.operations';
import {
  type OperationOutcome,
  runAnonymousOperation,
  runOperation,
  type VariablesArgs,
} from '../rest-facade/run-operation';
import { SPL_LEADERBOARD } from '../rest-facade/spl-rewards.operations';
import {
  type CachedAnswer,
  cachedAnswerOf,
  PERSONAL_ANSWER,
  SHARED_ANSWER,
  sendAnswer,
} from './cached-answer';
import type { PublicReadCaches } from './public-read-caches';
import type { ResponseCache } from './response-cache';

/**
 * The REST reads whose answer is the same for every caller, served from this gateway's caches:
 * no GraphQL runs while an answer is fresh. `session` still runs for a caller with a cookie (it
 * slides their session, or clears a dead cookie); the leaderboard adds a signed-in caller's own
 * row when the page does not hold it, the one part that is theirs.
 */
export function publicReadsRouter(
  server: ApolloServer<GatewayContext>,
  caches: PublicReadCaches,
  session: RequestHandler,
): Router {
  const router = express.Router();
  // Loads an answer as an anonymous caller: the REST body picked from the operation's data.
  const anonymous =
    <TData, TVariables extends Record<string, unknown>, T>(
      req: Request,
      document: TypedDocumentNode<TData, TVariables>,
      pick: (data: TData) => T,
      ...variables: VariablesArgs<NoInfer<TVariables>>
    ) =>
    async (): Promise<OperationOutcome<T>> => {
      const { requestId } = requestState(req);
      const outcome = await runAnonymousOperation(server, requestId, document, ...variables);
      return outcome.ok ? { ok: true, data: pick(outcome.data) } : outcome;
    };

  // The top 100 (or the asked page), plus the signed-in caller's own row when outside it.
  router.get('/leaderboard', session, async (req, res) => {
    const page = pageOf(req.query);
    const outcome = await caches.leaderboard.get(
      `${page.limit}:${page.offset}`,
      anonymous(req, LEADERBOARD, (data) => data.leaderboard.entries, page),
    );
    if (!outcome.ok) return refuse(res, outcome);
    const { session: signedIn } = requestState(req);
    if (!signedIn || holdsRowOf(outcome.data.value, signedIn.userId)) return send(req, res, outcome.data);
    const mine = await runOperation(server, req, res, MY_LEADERBOARD_ENTRY);
    if (!mine.ok) return refuse(res, mine);
    const rows = withOwnRow(outcome.data.value, mine.data.myLeaderboardEntry);
    send(req, res, rows === outcome.data.value ? outcome.data : cachedAnswerOf(rows));
  });

  // Championships: the available ones.
  router.get(
    '/championships/available',
    session,
    whole(caches.championships, (req) =>
      anonymous(req, AVAILABLE_CHAMPIONSHIPS, (data) => data.championships.map(withLowerCaseKinds)),
    ),
  );

  // The top SPL earners, ranked, to anyone.
  router.get(
    '/spl-rewards/leaderboard',
    session,
    whole(caches.splLeaderboard, (req) => anonymous(req, SPL_LEADERBOARD, (data) => data.splLeaderboard)),
  );

  return router;
}

/** A read with one answer (no parameters). */
function whole<T>(
  cache: ResponseCache<T>,
  loader: (req: Request) => () => Promise<OperationOutcome<T>>,
): RequestHandler {
  return async (req, res) => {
    const outcome = await cache.get('', loader(req));
    if (!outcome.ok) return refuse(res, outcome);
    send(req, res, outcome.data);
  };
}

// An answer that carries the caller's cookie is theirs alone.
function send(req: Request, res: Response, answer: CachedAnswer<unknown>) {
  sendAnswer(req, res, answer, res.hasHeader('set-cookie') ? PERSONAL_ANSWER : SHARED_ANSWER);
}

function refuse(res: Response, failure: { status: number; message: string }) {
  res.status(failure.status).json({ message: failure.message });
}
