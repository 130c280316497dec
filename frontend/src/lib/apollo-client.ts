import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

const GRAPHQL_PATH = '/graphql';

// Subscriptions use the page's own origin, so the gateway (or the Vite proxy) upgrades them with the cookie.
function sameOriginWebSocketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Queries and mutations over HTTP, subscriptions over graphql-ws; the socket opens on first use. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const wsLink = new GraphQLWsLink(createClient({ url: sameOriginWebSocketUrl(GRAPHQL_PATH), lazy: true }));
  return new ApolloClient({
    link: ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      httpLink,
    ),
    cache: new InMemoryCache(),
  });
}
