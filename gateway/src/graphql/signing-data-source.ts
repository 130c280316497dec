import { randomUUID } from 'node:crypto';
import { type GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import {
  INTERNAL_CONTEXT_HEADER,
  SESSION_GRANT_HEADER,
  signInternalContext,
  verifySessionGrant,
} from '@sfl/auth-context';
import { CORRELATION_ID_HEADER, type Logger } from '@sfl/logging';
import { batchingFetcher } from './batching-fetcher';
import type { GatewayContext } from './gateway-context';
import { subgraphFetcher } from './subgraph-fetcher';

type ReceivedResponse = Parameters<
  NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>
>[0];

/**
 * A signed context is accepted for a minute (packages/auth-context): an operation still running
 * after this signs its next subgraph requests afresh.
 */
const RESIGN_AFTER_MS = 10_000;

// Per operation (its context object), shared by the data sources of every subgraph.
const signedContexts = new WeakMap<GatewayContext, { token: string; at: number }>();

/**
 * How the gateway talks to a subgraph: every request carries a signed context (who is asking,
 * from where, which request), and a session grant in the answer is verified and kept on the
 * operation's context for the session plugin. Subgraphs never see the cookie. An operation's
 * entity fetches to this subgraph in the same wave of its plan go out as one request
 * (batching-fetcher.ts).
 */
export class SigningDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly internalSecret: string,
    private readonly logger: Logger,
  ) {
    super({ url, fetcher: batchingFetcher(subgraphFetcher(url)) });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Only operations have a caller; anything else the gateway sends on its own behalf.
    const caller = 'incomingRequestContext' in options ? options.context : null;
    const requestId = caller?.requestId ?? randomUUID();
    const context = caller ? this.signedFor(caller) : this.sign(null, requestId);
    options.request.http?.headers.set(INTERNAL_CONTEXT_HEADER, context);
    options.request.http?.headers.set(CORRELATION_ID_HEADER, requestId);
  }

  /**
   * One signed context for all of an operation's subgraph requests (so that batchingFetcher can
   * tell them apart from other operations'), signed again once it is RESIGN_AFTER_MS old.
   */
  private signedFor(caller: GatewayContext): string {
    const now = Date.now();
    const signed = signedContexts.get(caller);
    if (signed && now - signed.at < RESIGN_AFTER_MS) return signed.token;
    const token = this.sign(caller, caller.requestId, now);
    signedContexts.set(caller, { token, at: now });
    return token;
  }

  private sign(caller: GatewayContext | null, requestId: string, now = Date.now()): string {
    return signInternalContext(
      {
        userId: caller?.session?.userId ?? null,
        roles: caller?.session?.roles ?? [],
        clientIp: caller?.clientIp ?? null,
        requestId,
      },
      this.internalSecret,
      now,
    );
  }

  override didReceiveResponse({ response, context }: ReceivedResponse) {
    const grant = response.http?.headers.get(SESSION_GRANT_HEADER);
    if (grant) {
      try {
        context.grants.push(verifySessionGrant(grant, this.internalSecret));
      } catch {
        this.logger.warn({ subgraph: this.url }, 'Ignored a session grant with an invalid signature');
      }
    }
    return response;
  }
}
