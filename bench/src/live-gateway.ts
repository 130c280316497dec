import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MemoryStore } from '@sfl/cache';
import { allContracts, MatchActionRecorded } from '@sfl/contracts';
import { openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, EmbeddedEventBus, recordEvent } from '@sfl/events';
import { createGateway } from '@sfl/gateway';
import { createLogger } from '@sfl/logging';
import { offlineChainReader, suiNetworkEndpoints } from '@sfl/sui-chain';
import { createUsersApp } from '@sfl/users';
import { liveDatabaseUrls } from './live-databases';
import { type FromTarget, memoryReport, now, openFiles, type ToTarget } from './live-protocol';

// The gateway process of the live benchmark (started by live.bench.ts with an IPC channel): the
// gateway over the embedded backbone, a producer database standing in for the matches service,
// and the users subgraph for the session. It records a match action when told to and reports the
// commit time, its clock and its memory (after a full garbage collection). Both databases are on
// the PostgreSQL server, made and dropped by the bench (live-databases.ts): an embedded PostgreSQL
// holds some 600 MB of this process's memory, which is no part of the gateway's. The backbone still
// delivers in this process, woken by each commit.

const REPO_ROOT = join(__dirname, '..', '..');
const club = (name: string) => ({ id: randomUUID(), name, shortName: name.slice(0, 3).toUpperCase() });

async function main() {
  const send = (message: FromTarget) => process.send!(message);
  const logger = createLogger({ service: 'live-bench-gateway', level: 'error' });
  const internalSecret = randomBytes(32).toString('base64url');
  const store = new MemoryStore();
  const bus = new EmbeddedEventBus({ contracts: allContracts, logger });
  const databaseUrls = liveDatabaseUrls();
  const producer = await openDataSource(
    { kind: 'postgres', url: databaseUrls.producer },
    {
      entities: [],
      migrations: [CreateEventTables1763800000000],
    },
  );
  await bus.startPublishing('matches', producer);
  // The gateway follows these topics too: nothing is recorded on them here.
  for (const service of ['spl-rewards', 'nft', 'squads', 'championships', 'notifications'])
    await bus.startPublishing(service, producer);
  const users = await createUsersApp({
    database: { kind: 'postgres', url: databaseUrls.users },
    store,
    internalSecret,
    logger,
    eventBus: bus,
    chain: offlineChainReader(),
  });
  await users.listen(0, '127.0.0.1');
  const gateway = await createGateway({
    supergraphSdl: readFileSync(join(REPO_ROOT, 'gateway', 'supergraph.graphql'), 'utf8'),
    subgraphUrls: {
      users: `${await users.getUrl()}/graphql`,
      // Nothing here queries the others; live events come from the producer below.
      ...Object.fromEntries(
        ['matches', 'nft', 'squads', 'spl-rewards', 'leagues', 'championships', 'notifications'].map(
          (name) => [name, 'http://127.0.0.1:9/graphql'],
        ),
      ),
    },
    store,
    internalSecret,
    logger,
    secureCookies: false,
    sessionTtlMs: 60 * 60_000,
    production: true,
    suiNetworks: suiNetworkEndpoints({ SUI_NETWORK: 'localnet' }),
    liveEvents: bus,
    // Every bench client shares one session.
    subscriptionLimits: { connectionsPerSession: 1_000_000 },
  });
  const server = gateway.app.listen(0, '127.0.0.1');
  await new Promise<void>((ready) => server.once('listening', ready));
  gateway.attachSubscriptions(server);

  const matchId = randomUUID();
  const [home, away] = [club('Northbridge'), club('Harbour')];
  const record = async (seq: number) => {
    await producer.transaction((manager) =>
      recordEvent(manager, MatchActionRecorded, {
        aggregateId: matchId,
        payload: {
          snapshot: {
            matchId,
            gameweek: 1,
            homeClub: home,
            awayClub: away,
            homeScore: seq,
            awayScore: 0,
            minute: Math.min(seq, 130),
            status: 'LIVE',
            version: seq + 1,
          },
          action: {
            id: randomUUID(),
            kind: 'GOAL',
            minute: Math.min(seq, 130),
            clubId: home.id,
            footballerId: randomUUID(),
            assistFootballerId: null,
            relatedFootballerId: null,
          },
        },
      }),
    );
    send({ type: 'recorded', seq, committedAt: now() });
  };

  process.on('message', (message: ToTarget) => {
    if (message.type === 'record') void record(message.seq);
    else if (message.type === 'clock') send({ type: 'clock', now: now() });
    else send(memoryReport());
  });
  const stop = async () => {
    await gateway.stop();
    server.close();
    await bus.stop();
    await users.close();
    await producer.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // The bench went away without stopping us: do not outlive it.
  process.once('disconnect', () => void stop());
  send({ type: 'ready', port: (server.address() as AddressInfo).port, ...openFiles() });
}

main().catch((error: unknown) => {
  createLogger({ service: 'live-bench-gateway' }).fatal({ err: error }, 'the live benchmark gateway failed');
  process.exit(1);
});
