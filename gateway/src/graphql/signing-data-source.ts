import { randomUUID } from 'node:crypto';
import { type GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import {
  INTERNAL_CONTEXT_HEADER,
  SESSION_GRANT_HEADER,
  signInternalContext,
  verifySessionGrant,
} from '@sfl/auth-context';
import { CORRELATION_ID_HEADER, type Logger } from '@sfl/logging';
import type { GatewayContext } from './gateway-context';
import { subgraphFetcher } from './subgraph-fetcher';

type ReceivedResponse = Parameters<
  NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>
>[0];

/**
 * How the gateway talks to a subgraph: every request carries a freshly signed context (who is
 * asking, from where, which request), and a session grant in the answer is verified and kept on
 * the operation's context for the session plugin. Subgraphs never see the cookie.
 */
export class SigningDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly internalSecret: string,
    private readonly logger: Logger,
  ) {
    super({ url, fetcher: subgraphFetcher(url) });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Only operations have a caller; anything else the gateway sends on its own behalf.
    const caller = 'incomingRequestContext' in options ? options.context : null;
    const requestId = caller?.requestId ?? randomUUID();
    const context = signInternalContext(
      {
        userId: caller?.session?.userId ?? null,
        roles: caller?.session?.roles ?? [],
        clientIp: caller?.clientIp ?? null,
        requestId,
      },
      this.internalSecret,
    );
    options.request.http?.headers.set(INTERNAL_CONTEXT_HEADER, context);
    options.request.http?.headers.set(CORRELATION_ID_HEADER, requestId);
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
