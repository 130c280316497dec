import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { join, resolve } from 'node:path';
import { MemoryStore } from '@sfl/cache';
import { allContracts } from '@sfl/contracts';
import { loadConfigOrExit } from '@sfl/config';
import { DataDirInUseError, lockDataDir } from '@sfl/database';
import { EmbeddedEventBus } from '@sfl/events';
import { createGateway, sessionLimitsFrom } from '@sfl/gateway';
import { createLogger } from '@sfl/logging';
import { createMatchesApp } from '@sfl/matches';
import { collectionFrom, createNftApp } from '@sfl/nft';
import { chainReaderFrom, suiNetworkEndpoints } from '@sfl/sui-chain';
import { accountLimitsFrom, createUsersApp } from '@sfl/users';
import { embeddedConfigSchema } from './embedded.config';
import { assertPortFree, PortInUseError } from './port-check';
import { repoPath } from './repo-paths';

// The default mode: gateway, every subgraph and the built frontend in this one process, each
// service on its own embedded PostgreSQL under DATA_DIR, sessions and rate limits in memory.
async function main() {
  const config = loadConfigOrExit(embeddedConfigSchema);
  const logger = createLogger({ service: 'embedded', level: config.LOG_LEVEL });
  const dataDir = resolve(config.DATA_DIR);
  let releaseDataDir = () => {};
  try {
    await assertPortFree(config.PORT, config.HOST);
    releaseDataDir = lockDataDir(dataDir);

    // Subgraph and gateway share this process, so a fresh secret per start is enough.
    const internalSecret = randomBytes(32).toString('base64url');
    const store = new MemoryStore();
    const eventBus = new EmbeddedEventBus({ contracts: allContracts, logger });
    const chain = chainReaderFrom(config);

    const users = await createUsersApp({
      database: { kind: 'embedded', dataDir: join(dataDir, 'users') },
      store,
      internalSecret,
      logger: logger.child({ component: 'users' }),
      eventBus,
      chain,
      ...accountLimitsFrom(config),
      appDomain: config.APP_DOMAIN,
    });
    await users.listen(0, '127.0.0.1');

    // The simulator keeps a few matches live, so a new user sees the game move.
    const matches = await createMatchesApp({
      database: { kind: 'embedded', dataDir: join(dataDir, 'matches') },
      store,
      internalSecret,
      logger: logger.child({ component: 'matches' }),
      eventBus,
      simulator: {
        enabled: config.SIMULATOR_ENABLED,
        speed: config.SIMULATION_SPEED,
        keepLive: config.SIMULATOR_KEEP_LIVE,
        seed: 1,
      },
    });
    await matches.listen(0, '127.0.0.1');

    // After users: the embedded transport needs users.events published before nft consumes it.
    const nft = await createNftApp({
      database: { kind: 'embedded', dataDir: join(dataDir, 'nft') },
      store,
      internalSecret,
      logger: logger.child({ component: 'nft' }),
      eventBus,
      chain,
      network: config.SUI_NETWORK,
      collection: collectionFrom(config),
    });
    await nft.listen(0, '127.0.0.1');

    const gateway = await createGateway({
      supergraphSdl: readFileSync(repoPath('gateway', 'supergraph.graphql'), 'utf8'),
      subgraphUrls: { users: subgraphUrl(users), matches: subgraphUrl(matches), nft: subgraphUrl(nft) },
      liveEvents: eventBus,
      store,
      internalSecret,
      logger: logger.child({ component: 'gateway' }),
      frontendDir: repoPath('frontend', 'dist'),
      secureCookies: false,
      trustProxy: config.TRUST_PROXY,
      sessionTtlMs: config.SESSION_TTL_MINUTES * 60_000,
      ...sessionLimitsFrom(config),
      production: process.env.NODE_ENV === 'production',
      suiNetworks: suiNetworkEndpoints(config),
    });
    const server: Server = gateway.app.listen(config.PORT, config.HOST);
    await new Promise<void>((ready, fail) => server.once('listening', ready).once('error', fail));
    gateway.attachSubscriptions(server);
    logger.info({ dataDir }, `Sui Fantasy League is running at http://localhost:${config.PORT}`);

    const shutdown = async () => {
      logger.info('shutting down');
      server.close();
      await gateway.stop();
      await eventBus.stop();
      await nft.close();
      await matches.close();
      await users.close();
      await store.close();
      releaseDataDir();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown());
    process.once('SIGTERM', () => void shutdown());
  } catch (error) {
    releaseDataDir();
    if (error instanceof PortInUseError || error instanceof DataDirInUseError) {
      process.stderr.write(`Cannot start: ${error.message}\n`);
    } else {
      logger.fatal({ err: error }, 'start-up failed');
    }
    process.exit(1);
  }
}

function subgraphUrl(app: INestApplication): string {
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/graphql`;
}

void main();
