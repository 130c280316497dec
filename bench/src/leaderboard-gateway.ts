import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RedisStore } from '@sfl/cache';
import { allContracts } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, EmbeddedEventBus } from '@sfl/events';
import { createGateway } from '@sfl/gateway';
import { createLogger } from '@sfl/logging';
import { createSquadsApp } from '@sfl/squads';
import { offlineChainReader, suiNetworkEndpoints } from '@sfl/sui-chain';
import { createUsersApp } from '@sfl/users';
import { DataSource } from 'typeorm';
import { registerManager } from './register-manager';

const REPO_ROOT = join(__dirname, '..', '..');
const UNUSED_SUBGRAPH = 'http://127.0.0.1:9/graphql';

export interface LeaderboardStack {
  baseUrl: string;
  /** the signed-in manager's session cookie (`sid=…`) */
  cookie: string;
  /** seconds the squads subgraph took to start with the ranking rebuilt from PostgreSQL */
  rebuildSeconds: number;
  stop(): Promise<void>;
}

/**
 * The gateway over the real users and squads subgraphs (PostgreSQL databases of their own on
 * `postgresUrl`, the given Redis store): `managers` managers written straight into squads'
 * tables, the ranking rebuilt from them as on a start with an empty Redis, and one more manager
 * registered through the gateway (ranked by its events) whose session the bench uses.
 */
export async function startLeaderboardStack(
  postgresUrl: string,
  store: RedisStore,
  managers: number,
): Promise<LeaderboardStack> {
  const logger = createLogger({ service: 'leaderboard-bench', level: 'error' });
  const internalSecret = randomBytes(32).toString('base64url');
  const bus = new EmbeddedEventBus({ contracts: allContracts, logger });
  const databases = await Promise.all([1, 2, 3].map(() => createDisposableDatabase(postgresUrl)));
  const [usersDb, squadsDb, standInDb] = databases;
  // squads follows matches.events and nft.events too, the gateway spl-rewards.events,
  // championships.events and notifications.events: an empty outbox stands in for all five.
  const standIn = await openDataSource(standInDb.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  for (const service of ['matches', 'nft', 'spl-rewards', 'championships', 'notifications'])
    await bus.startPublishing(service, standIn);
  const users = await createUsersApp({
    database: usersDb.target,
    store,
    internalSecret,
    logger,
    eventBus: bus,
    chain: offlineChainReader(),
  });
  await users.listen(0, '127.0.0.1');
  const squadsOptions = { database: squadsDb.target, store, internalSecret, logger, eventBus: bus };

  // First start: the migrations make the tables, which then take the managers in one statement each.
  const first = await createSquadsApp(squadsOptions);
  await first.get(DataSource).query(
    `WITH made AS (
       INSERT INTO manager (id, username, registered_at)
       SELECT gen_random_uuid(), 'bench_' || i, now() - make_interval(secs => i) FROM generate_series(1, $1) AS i
       RETURNING id, registered_at)
     INSERT INTO manager_standing (manager_id, registered_at, total_points)
     SELECT id, registered_at, floor(random() * 2500)::int FROM made`,
    [managers],
  );
  await first.close();
  const rebuildStart = performance.now();
  const squads = await createSquadsApp(squadsOptions);
  const rebuildSeconds = (performance.now() - rebuildStart) / 1000;
  await squads.listen(0, '127.0.0.1');

  const gateway = await createGateway({
    supergraphSdl: readFileSync(join(REPO_ROOT, 'gateway', 'supergraph.graphql'), 'utf8'),
    subgraphUrls: {
      users: `${await users.getUrl()}/graphql`,
      squads: `${await squads.getUrl()}/graphql`,
      matches: UNUSED_SUBGRAPH,
      nft: UNUSED_SUBGRAPH,
      'spl-rewards': UNUSED_SUBGRAPH,
      leagues: UNUSED_SUBGRAPH,
      championships: UNUSED_SUBGRAPH,
      notifications: UNUSED_SUBGRAPH,
    },
    store,
    internalSecret,
    logger,
    secureCookies: false,
    sessionTtlMs: 60 * 60_000,
    production: true,
    suiNetworks: suiNetworkEndpoints({ SUI_NETWORK: 'localnet' }),
    liveEvents: bus,
  });
  const server = gateway.app.listen(0, '127.0.0.1');
  await new Promise<void>((ready) => server.once('listening', ready));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookie = await registerAndWaitForRank(baseUrl);

  return {
    baseUrl,
    cookie,
    rebuildSeconds,
    stop: async () => {
      await gateway.stop();
      server.close();
      await bus.stop();
      await squads.close();
      await users.close();
      await standIn.destroy();
      for (const database of databases) await database.drop();
    },
  };
}

async function registerAndWaitForRank(baseUrl: string): Promise<string> {
  const { cookie } = await registerManager(baseUrl, 'bench');
  // The registration reaches squads on users.events.
  for (let attempt = 0; attempt < 400; attempt++) {
    const rows = (await (
      await fetch(`${baseUrl}/api/leaderboard?limit=1`, { headers: { cookie } })
    ).json()) as unknown[];
    if (rows.length === 2) return cookie;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the registered manager was not ranked within 10 s');
}
