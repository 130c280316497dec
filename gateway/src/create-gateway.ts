import type { Server as HttpServer } from 'node:http';
import type { KeyValueStore } from '@sfl/cache';
import { matchesTopic } from '@sfl/contracts';
import type { EventBus } from '@sfl/events';
import type { Logger } from '@sfl/logging';
import {
  closableHttpServer,
  graphqlOperationMetrics,
  ProcessMetrics,
  type ReadinessCheck,
} from '@sfl/metrics';
import type { SuiNetworkEndpoints } from '@sfl/sui-chain';
import express from 'express';
import { DEFAULT_SUBGRAPH_TIMEOUT_MS } from './config/gateway.config';
import type { TrustProxy } from './config/trust-proxy.field';
import { createApolloServer, type SubgraphUrls } from './graphql/create-apollo-server';
import { PublicOperations } from './graphql/public-operations';
import { graphqlHttpHandler } from './graphql/graphql-http-handler';
import { correlationMiddleware } from './http/correlation.middleware';
import { errorHandler, notFound } from './http/http-errors';
import { readinessRoute } from './http/readiness.route';
import { requestLogMiddleware } from './http/request-log.middleware';
import { restMetricsMiddleware } from './http/rest-metrics.middleware';
import { securityHeaders } from './http/security-headers';
import { staticFrontend } from './http/static-frontend';
import { fullNodeOrigins, suiNetworksRoute } from './http/sui-networks.route';
import { createPublicReadCaches, listenForPublicReadChanges } from './public-reads/public-read-caches';
import { publicReadsRouter } from './public-reads/public-reads.router';
import { requireJsonBody } from './rest-facade/require-json.middleware';
import { requireSameSiteStateChange } from './rest-facade/require-same-site.middleware';
import { restFacadeRouter } from './rest-facade/rest-facade.router';
import { SessionCookie } from './sessions/session-cookie';
import { CurrentUsers } from './signed-in-reads/current-users';
import { sessionGrantPlugin } from './sessions/session-grant.plugin';
import { listenForSessionRevocations } from './sessions/session-revocations';
import { sessionMiddleware } from './sessions/session.middleware';
import { SessionStore } from './sessions/session-store';
import { LiveFanout } from './subscriptions/live-fanout';
import { listenForLiveUpdates, type LiveMatchUpdate } from './subscriptions/live-updates';
import { listenForEndedListings, type MarketListingEnded } from './subscriptions/market-listings';
import { listenForNotifications, type NotificationUpdate } from './subscriptions/new-notifications';
import { listenForSplPayments, type SplPaymentUpdate } from './subscriptions/spl-payments';
import { countSubscriptionExecutions, observeSubscriptions } from './subscriptions/subscription-metrics';
import { SubscriptionServer } from './subscriptions/subscription-server';

export interface GatewayOptions {
  /** the composed supergraph (gateway/supergraph.graphql) */
  supergraphSdl: string;
  /** subgraph name → its /graphql URL (or its replicas'), for every subgraph of the supergraph */
  subgraphUrls: SubgraphUrls;
  /**
   * how long a subgraph may take to answer one request in full before the fields it was asked for
   * fail with SERVICE_UNAVAILABLE; 120 s when not given
   */
  subgraphTimeoutMs?: number;
  /** sessions live here (Redis in services mode, in memory in embedded mode) */
  store: KeyValueStore;
  /** shared with the subgraphs: signs the internal context, verifies session grants */
  internalSecret: string;
  logger: Logger;
  /** the built SPA (frontend/dist); without it only the API is served */
  frontendDir?: string;
  /** served over HTTPS: Secure cookies, HSTS, upgrade-insecure-requests */
  secureCookies: boolean;
  /**
   * the proxies allowed to name the client's address in X-Forwarded-For (Express `trust proxy`);
   * off when not given: the socket's address is the client's
   */
  trustProxy?: TrustProxy;
  /** idle time after which a session ends; every use starts it again */
  sessionTtlMs: number;
  /** age at which a session ends however busy it is; 30 days when not given */
  sessionMaxLifetimeMs?: number;
  /** sessions one user may hold, a new one ending the oldest; 10 when not given */
  maxSessionsPerUser?: number;
  /** the clock sessions age by (tests move it); Date.now when not given */
  now?: () => number;
  /** largest JSON body accepted on /api and /graphql; 16 kB when not given */
  bodyLimitBytes?: number;
  /** turns GraphQL introspection off */
  production: boolean;
  /**
   * the event backbone (every gateway gets every event): live match events and SPL awards feed the
   * subscriptions, users' session revocations end the sessions of a user, points, championship and
   * ledger events refresh the public reads; its parts tell /ready whether the listeners run
   */
  liveEvents: Pick<EventBus, 'listenLive' | 'parts'>;
  /** per gateway process; 5 sockets per session and 20 subscriptions per socket when not given */
  subscriptionLimits?: { connectionsPerSession?: number; subscriptionsPerConnection?: number };
  /** the Sui networks browser wallets may use, served at /api/sui-networks and allowed by the CSP */
  suiNetworks: SuiNetworkEndpoints;
  /**
   * how long a public read (leaderboards, available championships) is served from the gateway's
   * cache when no event said it changed; 5 s when not given
   */
  publicReadTtlMs?: number;
  /** the process's metrics (served on their own port by the caller); its own (without Node's) when not given */
  metrics?: ProcessMetrics;
  /** what else /ready checks (the embedded mode: the subgraphs in the same process) */
  readinessChecks?: Record<string, ReadinessCheck>;
}

export interface Gateway {
  app: express.Express;
  /**
   * Serves subscriptions (graphql-ws) on the server's WebSocket upgrades of /graphql, and closes the
   * server on stop; call after listen.
   */
  attachSubscriptions(server: HttpServer): void;
  /**
   * Closes the WebSocket server and every socket (their clients reconnect elsewhere), then the HTTP
   * server once the requests in flight are answered, then stops Apollo.
   */
  stop(): Promise<void>;
}

const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
const DEFAULT_SESSION_MAX_LIFETIME_MS = 720 * 60 * 60_000;
const DEFAULT_MAX_SESSIONS_PER_USER = 10;
const DEFAULT_CONNECTIONS_PER_SESSION = 5;
const DEFAULT_SUBSCRIPTIONS_PER_CONNECTION = 20;
const DEFAULT_PUBLIC_READ_TTL_MS = 5_000;
// A signed-in user's row does not change; this only bounds how long an unused one stays.
const CURRENT_USER_TTL_MS = 10 * 60_000;
/**
 * The home page's reads (live matches, top performers) and what else reads only the matches
 * subgraph's public data from these root fields: the same for every caller, every change announced
 * on matches.events.
 */
const HOME_PAGE_READS = {
  graph: 'MATCHES',
  topic: matchesTopic.name,
  rootFields: ['liveMatches', 'topPerformers'],
};

/**
 * The gateway's HTTP app: GraphQL at /graphql, the REST facade at /api, the SPA everywhere else;
 * subscriptions over WebSocket at /graphql once attached to the listening server.
 */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { logger, secureCookies, sessionTtlMs } = options;
  const metrics = options.metrics ?? new ProcessMetrics({ nodeMetrics: false });
  const sessions = new SessionStore(
    options.store,
    {
      ttlMs: sessionTtlMs,
      maxLifetimeMs: options.sessionMaxLifetimeMs ?? DEFAULT_SESSION_MAX_LIFETIME_MS,
      maxPerUser: options.maxSessionsPerUser ?? DEFAULT_MAX_SESSIONS_PER_USER,
    },
    options.now,
  );
  const cookie = new SessionCookie(secureCookies, sessionTtlMs);
  const feeds = {
    matches: new LiveFanout<LiveMatchUpdate>(),
    splPayments: new LiveFanout<SplPaymentUpdate>(),
    endedListings: new LiveFanout<MarketListingEnded>(),
    notifications: new LiveFanout<NotificationUpdate>(),
  };
  const subscriptions = new SubscriptionServer({
    sessions,
    cookie,
    feeds,
    logger,
    onExecuted: countSubscriptionExecutions(metrics),
    limits: {
      connectionsPerSession:
        options.subscriptionLimits?.connectionsPerSession ?? DEFAULT_CONNECTIONS_PER_SESSION,
      subscriptionsPerConnection:
        options.subscriptionLimits?.subscriptionsPerConnection ?? DEFAULT_SUBSCRIPTIONS_PER_CONNECTION,
    },
  });
  observeSubscriptions(metrics, subscriptions);
  await listenForLiveUpdates(options.liveEvents, (update) => feeds.matches.publish(update));
  await listenForSplPayments(options.liveEvents, (update) =>
    feeds.splPayments.publish(update, update.managerId),
  );
  await listenForEndedListings(options.liveEvents, (ended) => feeds.endedListings.publish(ended));
  await listenForNotifications(options.liveEvents, (update) =>
    feeds.notifications.publish(update, update.managerId),
  );
  const endAllSessionsOf = async (userId: string) => {
    await sessions.destroyAllOf(userId);
    subscriptions.closeSessionsOf(userId);
  };
  await listenForSessionRevocations(options.liveEvents, endAllSessionsOf, logger);
  const publicReads = createPublicReadCaches(options.publicReadTtlMs ?? DEFAULT_PUBLIC_READ_TTL_MS);
  await listenForPublicReadChanges(options.liveEvents, publicReads);
  const server = createApolloServer({
    supergraphSdl: options.supergraphSdl,
    subgraphUrls: options.subgraphUrls,
    subgraphTimeoutMs: options.subgraphTimeoutMs ?? DEFAULT_SUBGRAPH_TIMEOUT_MS,
    internalSecret: options.internalSecret,
    logger,
    production: options.production,
    plugins: [
      sessionGrantPlugin(sessions, cookie, endAllSessionsOf),
      graphqlOperationMetrics(metrics, 'gateway'),
    ],
  });
  await server.start();
  const publicOperations = new PublicOperations(server, {
    supergraphSdl: options.supergraphSdl,
    ...HOME_PAGE_READS,
    ttlMs: options.publicReadTtlMs ?? DEFAULT_PUBLIC_READ_TTL_MS,
  });
  await publicOperations.listenForChanges(options.liveEvents);
  const currentUsers = new CurrentUsers(CURRENT_USER_TTL_MS, options.now);

  const jsonBody = express.json({ limit: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES });
  const session = sessionMiddleware(sessions, cookie);
  const app = express();
  // Rate limits key on the client address: X-Forwarded-For counts only from configured proxies.
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(
    correlationMiddleware,
    requestLogMiddleware(logger),
    securityHeaders(secureCookies, fullNodeOrigins(options.suiNetworks)),
  );

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', readinessRoute(options.store, options.liveEvents, options.readinessChecks));
  app.get('/api/sui-networks', suiNetworksRoute(options.suiNetworks));
  app.use(
    '/api',
    restMetricsMiddleware(metrics),
    requireSameSiteStateChange,
    publicReadsRouter(server, publicReads, session),
    requireJsonBody,
    jsonBody,
    session,
    restFacadeRouter(server, currentUsers),
    notFound,
  );
  const graphql = graphqlHttpHandler(server, publicOperations);
  app.route('/graphql').get(jsonBody, session, graphql).post(jsonBody, session, graphql);
  if (options.frontendDir) app.use(staticFrontend(options.frontendDir));
  app.use(notFound, errorHandler(logger));

  let closeHttpServer: (() => Promise<void>) | undefined;
  return {
    app,
    attachSubscriptions: (httpServer) => {
      closeHttpServer = closableHttpServer(httpServer);
      subscriptions.attach(httpServer);
    },
    stop: async () => {
      // Sockets first: the HTTP server's close waits for every connection, upgraded ones too.
      await subscriptions.stop();
      await closeHttpServer?.();
      for (const feed of Object.values(feeds)) feed.close();
      await server.stop();
    },
  };
}
