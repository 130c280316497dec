import {
  booleanField,
  logLevelField,
  portField,
  positiveIntField,
  redisUrlField,
  secretField,
  shutdownConfigFields,
  stackNameField,
} from '@sfl/config';
import { suiNetworkConfigFields } from '@sfl/sui-chain';
import { z } from 'zod';
import { trustProxyField } from './trust-proxy.field';

// Long enough for the longest request the product makes, an operator's advanceGameClock playing a
// whole gameweek in one matches call (over 30 s on a loaded 2-core machine with 19 processes); short
// enough that a hung subgraph does not hold a request and its socket indefinitely.
export const DEFAULT_SUBGRAPH_TIMEOUT_MS = 120_000;

const SUBGRAPH_URL_ERROR = 'must be an http(s):// URL, or several separated by commas';

// A subgraph's URL, or its replicas' (the gateway balances them).
const subgraphUrlField = () =>
  z
    .string({ error: SUBGRAPH_URL_ERROR })
    .transform((list) => list.split(',').map((url) => url.trim()))
    .refine((urls) => urls.every(isHttpUrl), { error: SUBGRAPH_URL_ERROR });

function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}

/** A session's absolute lifetime and how many one user may hold (gateway process and embedded mode). */
export const sessionLimitConfigFields = {
  SESSION_MAX_LIFETIME_HOURS: positiveIntField(720),
  MAX_SESSIONS_PER_USER: positiveIntField(10),
};

/** The gateway process's environment (services and compose modes). */
export const gatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: portField(3000),
  HOST: z.string().default('127.0.0.1'),
  /** GET /metrics on HOST, apart from the public PORT; 0: no metrics listener */
  METRICS_PORT: portField(9464),
  INTERNAL_SECRET: secretField(),
  /** sessions in Redis; without it they live in this process's memory */
  REDIS_URL: redisUrlField().optional(),
  SESSION_TTL_MINUTES: positiveIntField(7 * 24 * 60),
  ...sessionLimitConfigFields,
  SECURE_COOKIES: booleanField(false),
  /** the proxies allowed to name the client's address (X-Forwarded-For); off by default */
  TRUST_PROXY: trustProxyField(),
  BODY_LIMIT_BYTES: positiveIntField(16 * 1024),
  /** the built SPA to serve (frontend/dist) */
  FRONTEND_DIR: z.string().optional(),
  LOG_LEVEL: logLevelField(),
  USERS_URL: subgraphUrlField(),
  MATCHES_URL: subgraphUrlField(),
  NFT_URL: subgraphUrlField(),
  SQUADS_URL: subgraphUrlField(),
  SPL_REWARDS_URL: subgraphUrlField(),
  LEAGUES_URL: subgraphUrlField(),
  CHAMPIONSHIPS_URL: subgraphUrlField(),
  NOTIFICATIONS_URL: subgraphUrlField(),
  /** how long a subgraph may take to answer one request before its fields fail (SERVICE_UNAVAILABLE) */
  SUBGRAPH_TIMEOUT_MS: positiveIntField(DEFAULT_SUBGRAPH_TIMEOUT_MS),
  /** the network browser wallets default to, and its full node (also allowed by the CSP) */
  ...suiNetworkConfigFields,
  /** comma-separated; live match events for the subscriptions come from here */
  KAFKA_BROKERS: z.string().min(1).default('127.0.0.1:9092'),
  STACK_NAME: stackNameField(),
  SUBSCRIPTION_CONNECTIONS_PER_SESSION: positiveIntField(5),
  SUBSCRIPTION_LIMIT_PER_CONNECTION: positiveIntField(20),
  ...shutdownConfigFields,
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

/** The session limits as createGateway takes them. */
export function sessionLimitsFrom(config: {
  SESSION_MAX_LIFETIME_HOURS: number;
  MAX_SESSIONS_PER_USER: number;
}) {
  return {
    sessionMaxLifetimeMs: config.SESSION_MAX_LIFETIME_HOURS * 60 * 60_000,
    maxSessionsPerUser: config.MAX_SESSIONS_PER_USER,
  };
}

/** The per-process subscription limits, as createGateway takes them. */
export function subscriptionLimitsFrom(config: GatewayConfig) {
  return {
    connectionsPerSession: config.SUBSCRIPTION_CONNECTIONS_PER_SESSION,
    subscriptionsPerConnection: config.SUBSCRIPTION_LIMIT_PER_CONNECTION,
  };
}

/** Subgraph name (its folder under services/) → its replicas' URLs, as createGateway takes them. */
export function subgraphUrlsFrom(config: GatewayConfig): Record<string, string[]> {
  return {
    users: config.USERS_URL,
    matches: config.MATCHES_URL,
    nft: config.NFT_URL,
    squads: config.SQUADS_URL,
    'spl-rewards': config.SPL_REWARDS_URL,
    leagues: config.LEAGUES_URL,
    championships: config.CHAMPIONSHIPS_URL,
    notifications: config.NOTIFICATIONS_URL,
  };
}
