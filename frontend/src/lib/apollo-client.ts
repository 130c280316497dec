import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { connectionAfterClose, setLiveConnection } from '@/lib/live-connection';

const GRAPHQL_PATH = '/graphql';
const MAX_RECONNECT_WAIT_MS = 30_000;
// About three minutes of back-off: a gateway restart is ridden out; a socket the gateway keeps refusing
// (session gone, too many tabs) ends in an error, and live pages fall back to polling.
const RECONNECT_ATTEMPTS = 10;

// Subscriptions use the page's own origin, so the gateway (or the Vite proxy) upgrades them with the cookie.
function sameOriginWebSocketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

// Exponential back-off with jitter, capped: a gateway restart is survived without hammering it.
function reconnectWait(retries: number): Promise<void> {
  const wait = Math.min(MAX_RECONNECT_WAIT_MS, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, wait));
}

export type ApolloClientOptions = {
  /** Cache policies of the features (app/apollo-setup.ts). */
  typePolicies?: TypePolicies;
  /** Links of the features, between the app and the transport (app/apollo-setup.ts). */
  links?: ApolloLink[];
};

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws. The socket opens on the first subscription
 * (only signed-in pages subscribe: the gateway accepts it with the session cookie), closes with the last
 * one, and reconnects on its own after a drop.
 */
export function createApolloClient({ typePolicies, links = [] }: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const wsClient = createClient({
    url: sameOriginWebSocketUrl(GRAPHQL_PATH),
    lazy: true,
    // Counted from the last successful connection; fatal close codes (4401 Unauthorized, …) are not retried.
    retryAttempts: RECONNECT_ATTEMPTS,
    retryWait: reconnectWait,
    on: {
      // Whatever changed while the socket was down never arrives as an event: re-read what is on screen.
      connected: (_socket, _payload, wasRetry) => {
        setLiveConnection('connected');
        if (wasRetry) client.refetchObservableQueries().catch(() => undefined);
      },
      // A drop shows 'reconnecting' until the socket is back; a normal or refused close shows nothing.
      closed: (event) => setLiveConnection(connectionAfterClose((event as CloseEvent).code)),
    },
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      ...links,
      ApolloLink.split(
        ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
        new GraphQLWsLink(wsClient),
        httpLink,
      ),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
  return client;
}
