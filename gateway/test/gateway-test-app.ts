import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseSetCookie, type SetCookie } from 'cookie';
import express from 'express';
import { Supergraph } from '@apollo/federation-internals';
import type { INestApplication } from '@nestjs/common';
import request, { type Response } from 'supertest';
import { MemoryStore } from '@sfl/cache';
import type { EventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createMatchesApp } from '@sfl/matches';
import { createTestDatabase, startTestApp, TEST_INTERNAL_SECRET } from '@sfl/testing';
import { offlineChainReader, suiNetworkEndpoints } from '@sfl/sui-chain';
import { createUsersApp, type UsersAppOptions } from '@sfl/users';
import type { DataSource } from 'typeorm';
import { createGateway, type Gateway, type GatewayOptions } from '../src';
import { sharedLiveBackbone } from './live-backbone';

export const SUPERGRAPH_SDL = readFileSync(join(__dirname, '..', 'supergraph.graphql'), 'utf8');
export const SESSION_TTL_MS = 60 * 60_000;
/** Where a subgraph a test does not use "runs": nothing listens there. */
export const UNREACHABLE_SUBGRAPH = 'http://127.0.0.1:9/graphql';
const SUBGRAPHS = Supergraph.build(SUPERGRAPH_SDL)
  .subgraphsMetadata()
  .map(({ name }) => name);

/** A test gateway's subgraph URLs: the given ones, every other subgraph unreachable. */
export function subgraphUrlsWith(reachable: GatewayOptions['subgraphUrls']): GatewayOptions['subgraphUrls'] {
  return { ...Object.fromEntries(SUBGRAPHS.map((name) => [name, UNREACHABLE_SUBGRAPH])), ...reachable };
}

export interface MatchesSubgraph {
  app: INestApplication;
  /** the subgraph's /graphql URL */
  url: string;
  close(): Promise<void>;
}

/** The real matches subgraph (fresh database, its seeded world) on a loopback port, publishing on `eventBus`. */
export async function startMatchesSubgraph(eventBus: EventBus): Promise<MatchesSubgraph> {
  const database = await createTestDatabase();
  const store = new MemoryStore();
  const app = await createMatchesApp({
    database: database.target,
    store,
    internalSecret: TEST_INTERNAL_SECRET,
    logger: createLogger({ service: 'matches-test', level: 'silent' }),
    eventBus,
  });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    url: `${await app.getUrl()}/graphql`,
    close: async () => {
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}

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
    subgraphUrls: subgraphUrlsWith({ users: usersUrl }),
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

/** A new user registered through the gateway's REST call: their username, id and session cookie. */
export async function registerThrough(gateway: TestGateway, prefix: string) {
  const username = uniqueUsername(prefix);
  const res = await request(gateway.app)
    .post('/api/register')
    .send({ username, password: TEST_PASSWORD })
    .expect(201);
  return { username, id: res.body.id as string, cookie: sessionCookieIn(res) };
}

/** Logs the user in again through the gateway: the new session's cookie. */
export async function loginThrough(gateway: TestGateway, username: string): Promise<string> {
  return sessionCookieIn(
    await request(gateway.app).post('/api/login').send({ username, password: TEST_PASSWORD }).expect(200),
  );
}

export const currentUserThrough = (gateway: TestGateway, cookie: string) =>
  request(gateway.app).get('/api/user').set('Cookie', cookie);

/** The `sid=…` pair of the session cookie an answer sets; throws when it sets none. */
export function sessionCookieIn(res: Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.[0]?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie in an answer ${res.status}`);
  return cookie;
}
