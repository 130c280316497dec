import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { type GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import {
  INTERNAL_CONTEXT_HEADER,
  SESSION_GRANT_HEADER,
  signInternalContext,
  verifySessionGrant,
} from '@sfl/auth-context';
import { CORRELATION_ID_HEADER, type Logger } from '@sfl/logging';
import type { GatewayContext } from './gateway-context';

/**
 * An idle connection to a subgraph closes after this, well before the subgraph closes it (65 s),
 * so no request goes out on a connection the subgraph is closing at that moment ("socket hang
 * up"). A subgraph announcing a shorter idle time (Keep-Alive: timeout=N) is left a second early.
 */
const SUBGRAPH_IDLE_MS = 30_000;

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
    super({ url });
    const agent = idleClosingAgent(url);
    const fetchThroughDefaultAgent = this.fetcher;
    this.fetcher = (input, init) => {
      const throughAgent = { ...init, agent };
      return fetchThroughDefaultAgent(input, throughAgent);
    };
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

// Apollo's fetcher (make-fetch-happen) keeps idle connections forever: its `timeout` is a
// whole-request limit, and the idle timeout it hands @npmcli/agent is cleared by Node once a
// connection goes back to the pool. Node's own agent closes pooled connections after its timeout
// (an in-flight request is not limited by it) and honours the subgraph's Keep-Alive hint.
function idleClosingAgent(url: string): HttpAgent {
  const options = { keepAlive: true, maxSockets: Infinity, timeout: SUBGRAPH_IDLE_MS };
  return new URL(url).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}
