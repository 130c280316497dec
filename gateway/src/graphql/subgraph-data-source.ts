import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  INTERNAL_CONTEXT_HEADER,
  SESSION_GRANT_HEADER,
  signInternalContext,
  verifySessionGrant,
} from '@sfl/auth-context';
import { CORRELATION_ID_HEADER, type Logger } from '@sfl/logging';
import { GraphQLError } from 'graphql';
import { distinctEntityFetch } from './distinct-representations';
import { entityBatches, type SendToSubgraph } from './entity-batches';
import type { GatewayContext } from './gateway-context';
import type { SubgraphResponse } from './merged-operations';
import { GatewayErrors } from './gateway.errors';
import { type SubgraphHttpAnswer, type SubgraphPost, SubgraphTimeoutError } from './subgraph-transport';
import { replicatedTransport } from './subgraph-replicas';

/**
 * A signed context is accepted for a minute (packages/auth-context): an operation still running
 * after this signs its next subgraph requests afresh.
 */
const RESIGN_AFTER_MS = 10_000;

type GatewayGraphQLResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

// Per operation (its context object), shared by the data sources of every subgraph.
const signedContexts = new WeakMap<GatewayContext, { token: string; at: number }>();

/**
 * How the gateway talks to a subgraph: every request carries a signed context (who is asking,
 * from where, which request), and a session grant in the answer is verified and kept on the
 * operation's context for the session plugin. Subgraphs never see the cookie. An operation's
 * entity fetches to this subgraph in the same wave of its plan go out as one request
 * (entity-batches.ts), each naming an entity once (distinct-representations.ts). It stands in
 * for Apollo's RemoteGraphQLDataSource, which builds a node-fetch Headers and Request (parsing
 * the URL with the legacy `url.parse`) around every subgraph call and hands the body on as a
 * string to be parsed again; here the request goes out as the plan made it and the answer comes
 * back as the object the plan reads. A subgraph that does not answer within its time limit fails
 * the fields it was asked for with SERVICE_UNAVAILABLE; the rest of the operation still answers.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly post: SubgraphPost;
  private readonly send: SendToSubgraph<GatewayContext>;

  constructor(
    private readonly subgraph: { name: string; urls: readonly string[]; timeoutMs: number },
    private readonly internalSecret: string,
    private readonly logger: Logger,
    /** the gateway stopping */
    stopped: AbortSignal,
  ) {
    this.post = replicatedTransport(subgraph.urls, subgraph.timeoutMs, stopped);
    this.send = entityBatches((request, operation) => this.sendNow(JSON.stringify(request), operation));
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    // Only operations have a caller; anything else the gateway sends on its own behalf.
    const operation = 'incomingRequestContext' in options ? options.context : null;
    const { query, variables, operationName } = options.request;
    if (!query) throw new Error('Missing query');
    const fetch = distinctEntityFetch({ query, variables, operationName });
    return fetch.expand(await this.send(fetch.request, operation)) as GatewayGraphQLResponse;
  }

  private async sendNow(body: string, operation: GatewayContext | null): Promise<SubgraphResponse> {
    const requestId = operation?.requestId ?? randomUUID();
    const answer = await this.post(body, {
      'content-type': 'application/json',
      [INTERNAL_CONTEXT_HEADER]: operation ? this.signedFor(operation) : this.sign(null, requestId),
      [CORRELATION_ID_HEADER]: requestId,
    }).catch((error: unknown) => {
      if (!(error instanceof SubgraphTimeoutError)) throw error;
      const { name, timeoutMs } = this.subgraph;
      this.logger.warn({ subgraph: name, timeoutMs, requestId }, 'A subgraph did not answer in time');
      throw GatewayErrors.SUBGRAPH_TIMEOUT(name);
    });
    const value = bodyOf(answer);
    if (answer.status < 200 || answer.status > 299)
      throw httpError(this.subgraph.urls.join(','), answer, value);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new Error(`Expected JSON response body, but received: ${String(value)}`);
    if (operation) this.keepGrant(answer.headers[SESSION_GRANT_HEADER], operation);
    return value as SubgraphResponse;
  }

  /**
   * One signed context for all of an operation's subgraph requests, signed again once it is
   * RESIGN_AFTER_MS old.
   */
  private signedFor(operation: GatewayContext): string {
    const now = Date.now();
    const signed = signedContexts.get(operation);
    if (signed && now - signed.at < RESIGN_AFTER_MS) return signed.token;
    const token = this.sign(operation, operation.requestId, now);
    signedContexts.set(operation, { token, at: now });
    return token;
  }

  private sign(operation: GatewayContext | null, requestId: string, now = Date.now()): string {
    return signInternalContext(
      {
        userId: operation?.session?.userId ?? null,
        roles: operation?.session?.roles ?? [],
        clientIp: operation?.clientIp ?? null,
        requestId,
      },
      this.internalSecret,
      now,
    );
  }

  private keepGrant(grant: IncomingHttpHeaders[string], operation: GatewayContext) {
    if (typeof grant !== 'string') return;
    try {
      operation.grants.push(verifySessionGrant(grant, this.internalSecret));
    } catch {
      this.logger.warn({ subgraph: this.subgraph.name }, 'Ignored a session grant with an invalid signature');
    }
  }
}

/** The answer's JSON value when it says it is JSON, else its text. */
function bodyOf(answer: SubgraphHttpAnswer): unknown {
  const type = answer.headers['content-type'];
  const json = type?.startsWith('application/json') || type?.startsWith('application/graphql-response+json');
  const text = answer.body.toString('utf8');
  return json ? JSON.parse(text) : text;
}

/** A subgraph answering with an HTTP error status, as Apollo's data source reports it. */
function httpError(url: string, answer: SubgraphHttpAnswer, body: unknown): GraphQLError {
  const code = answer.status === 401 ? 'UNAUTHENTICATED' : answer.status === 403 ? 'FORBIDDEN' : undefined;
  return new GraphQLError(`${answer.status}: ${answer.statusText}`, {
    extensions: {
      response: { url, status: answer.status, statusText: answer.statusText, body },
      ...(code && { code }),
    },
  });
}
