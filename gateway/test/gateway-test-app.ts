import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseSetCookie, type SetCookie } from 'cookie';
import express from 'express';
import type { Response } from 'supertest';
import { MemoryStore } from '@sfl/cache';
import { createLogger } from '@sfl/logging';
import { startTestApp, TEST_INTERNAL_SECRET } from '@sfl/testing';
import { offlineChainReader, suiNetworkEndpoints } from '@sfl/sui-chain';
import { createUsersApp, type UsersAppOptions } from '@sfl/users';
import type { DataSource } from 'typeorm';
import { createGateway, type Gateway, type GatewayOptions } from '../src';
import { sharedLiveBackbone } from './live-backbone';

export const SUPERGRAPH_SDL = readFileSync(join(__dirname, '..', 'supergraph.graphql'), 'utf8');
export const SESSION_TTL_MS = 60 * 60_000;
/** Where a subgraph a test does not use "runs": nothing listens there. */
export const UNREACHABLE_SUBGRAPH = 'http://127.0.0.1:9/graphql';

export interface UsersSubgraph {
  /** the subgraph's /graphql URL */
  url: string;
  /** its database, for what no API does (granting a role) */
  dataSource: DataSource;
  /** its HTTP server, for tests that watch the gateway's connections */
  server: Server;
  close(): Promise<void>;
}

// Every test calls from 127.0.0.1; the limiters have their own tests in the users service.
const GENEROUS_LIMITS: UsersLimits = {
  loginLimits: { maxFailuresPerUsername: 1000, maxFailuresPerAddress: 1000, windowMs: 60_000 },
  registrationLimits: { maxPerAddress: 1000, windowMs: 60_000 },
};

type UsersLimits = Pick<UsersAppOptions, 'loginLimits' | 'registrationLimits' | 'passwordHashLimits'>;
/** limits to change, and the event transport to publish on (its own otherwise) */
type UsersSubgraphOptions = UsersLimits & Partial<Pick<UsersAppOptions, 'eventBus'>>;

/** The real users subgraph (fresh database, see startTestApp) listening on a loopback port. */
export async function startUsersSubgraph(options: UsersSubgraphOptions = {}): Promise<UsersSubgraph> {
  const subgraph = await startTestApp((dependencies) =>
    createUsersApp({ ...dependencies, chain: offlineChainReader(), ...GENEROUS_LIMITS, ...options }),
  );
  await subgraph.app.listen(0, '127.0.0.1');
  return {
    url: `${await subgraph.app.getUrl()}/graphql`,
    dataSource: subgraph.dataSource,
    server: subgraph.app.getHttpServer(),
    close: () => subgraph.close(),
  };
}

/** Registers hooks that run a test gateway over the real users subgraph for one describe block. */
export function gatewayOverRealUsers(): { users: UsersSubgraph; gateway: TestGateway } {
  const running = {} as { users: UsersSubgraph; gateway: TestGateway };
  beforeAll(async () => {
    running.users = await startUsersSubgraph();
    running.gateway = await startGateway(running.users.url);
  });
  afterAll(async () => {
    await running.gateway?.close();
    await running.users?.close();
  });
  return running;
}

export type LogLine = Record<string, unknown> & { level: number; msg: string };

export interface TestGateway extends Gateway {
  /** the gateway as it is, for tests of the same-site rule (`app` calls it as the app's own pages) */
  bareApp: express.Express;
  /** the gateway's session store, on a clock the test moves */
  store: MemoryStore;
  clock: { now: number };
  logs: LogLine[];
  /** Listens on a loopback port with subscriptions attached; answers the base URL (http://127.0.0.1:port). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function startGateway(
  usersUrl: string,
  overrides: Partial<GatewayOptions> = {},
): Promise<TestGateway> {
  const clock = { now: Date.now() };
  const store = new MemoryStore(() => clock.now);
  const logs: LogLine[] = [];
  const logger = createLogger({
    service: 'gateway-test',
    level: 'debug',
    destination: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  });
  const gateway = await createGateway({
    supergraphSdl: SUPERGRAPH_SDL,
    subgraphUrls: {
      users: usersUrl,
      matches: UNREACHABLE_SUBGRAPH,
      nft: UNREACHABLE_SUBGRAPH,
      squads: UNREACHABLE_SUBGRAPH,
      'spl-rewards': UNREACHABLE_SUBGRAPH,
      leagues: UNREACHABLE_SUBGRAPH,
      championships: UNREACHABLE_SUBGRAPH,
      notifications: UNREACHABLE_SUBGRAPH,
    },
    store,
    internalSecret: TEST_INTERNAL_SECRET,
    logger,
    secureCookies: false,
    sessionTtlMs: SESSION_TTL_MS,
    now: () => clock.now,
    production: false,
    suiNetworks: suiNetworkEndpoints({ SUI_NETWORK: 'localnet' }),
    ...overrides,
    liveEvents: overrides.liveEvents ?? (await sharedLiveBackbone()).bus,
  });
  const app = asOwnPages(gateway.app);
  let server: Server | undefined;
  return {
    ...gateway,
    app,
    bareApp: gateway.app,
    store,
    clock,
    logs,
    listen: async () => {
      server = app.listen(0, '127.0.0.1');
      await new Promise<void>((ready, fail) => server!.once('listening', ready).once('error', fail));
      gateway.attachSubscriptions(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: async () => {
      await gateway.stop();
      server?.closeAllConnections();
      server?.close();
      await store.close();
    },
  };
}

/**
 * The gateway as the app's own pages call it: a POST that names no site of its own (no
 * Sec-Fetch-Site, Origin or Referer) gets the `Sec-Fetch-Site: same-origin` a browser adds to the
 * page's fetches, so tests need not repeat it; reads, and a request that names a site, are left
 * as they are.
 */
function asOwnPages(gateway: express.Express): express.Express {
  const pages = express();
  pages.disable('x-powered-by');
  pages.use((req, _res, next) => {
    const { origin, referer } = req.headers;
    const namesASite = req.headers['sec-fetch-site'] ?? origin ?? referer;
    if (req.method === 'POST' && namesASite === undefined) req.headers['sec-fetch-site'] = 'same-origin';
    next();
  }, gateway);
  return pages;
}

/** The `sid` cookie a response sets, parsed; undefined when it sets none. */
export function sessionCookieOf(res: Response): SetCookie | undefined {
  const header: string[] | string | undefined = res.headers['set-cookie'];
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return values.map((value) => parseSetCookie(value)).find((cookie) => cookie.name === 'sid');
}

let counter = 0;
/** A fresh valid username per call, so tests share one database without colliding. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${counter}`;
}

export const TEST_PASSWORD = 'correct horse battery';

/** Registers a user through a listening gateway's REST facade; answers the session cookie (`sid=…`). */
export async function signIn(baseUrl: string, username = uniqueUsername('live')): Promise<string> {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 201 || !cookie) throw new Error(`register answered ${res.status}`);
  return cookie;
}
