import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { MemoryStore } from '@sfl/cache';
import { loadConfigOrExit } from '@sfl/config';
import { allContracts } from '@sfl/contracts';
import { DataDirInUseError, EmbeddedPostgres, lockDataDir } from '@sfl/database';
import { EmbeddedEventBus } from '@sfl/events';
import { createGateway, sessionLimitsFrom } from '@sfl/gateway';
import { createLogger } from '@sfl/logging';
import { keepIdleConnectionsOpen, ProcessMetrics, startMetricsServer } from '@sfl/metrics';
import { suiNetworkEndpoints } from '@sfl/sui-chain';
import { embeddedConfigSchema } from './embedded.config';
import { startSubgraphs } from './embedded-subgraphs';
import { assertPortFree, PortInUseError } from './port-check';
import { repoPath } from './repo-paths';

// Failures the user can fix themselves: one clear line, no stack trace.
const USER_FIXABLE = [PortInUseError, DataDirInUseError];

/**
 * The default mode: gateway, every subgraph and the built frontend in this one process, all services
 * on one embedded PostgreSQL under DATA_DIR (a schema each), sessions and rate limits in memory.
 */
export async function runEmbedded(): Promise<void> {
  const config = loadConfigOrExit(embeddedConfigSchema);
  const logger = createLogger({ service: 'embedded', level: config.LOG_LEVEL });
  const dataDir = resolve(config.DATA_DIR);
  let releaseDataDir = () => {};
  try {
    await assertPortFree(config.PORT, config.HOST);
    if (config.METRICS_PORT > 0) await assertPortFree(config.METRICS_PORT, config.HOST);
    releaseDataDir = lockDataDir(dataDir);
    const postgres = await EmbeddedPostgres.openDataDir(dataDir);

    // Subgraph and gateway share this process, so a fresh secret per start is enough.
    const internalSecret = randomBytes(32).toString('base64url');
    const store = new MemoryStore();
    const eventBus = new EmbeddedEventBus({ contracts: allContracts, logger });
    const metrics = new ProcessMetrics();
    const subgraphs = await startSubgraphs({
      config,
      postgres,
      store,
      internalSecret,
      logger,
      eventBus,
      metrics,
    });

    const gateway = await createGateway({
      supergraphSdl: readFileSync(repoPath('gateway', 'supergraph.graphql'), 'utf8'),
      subgraphUrls: subgraphs.urls,
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
      metrics,
      readinessChecks: { subgraphs: () => subgraphs.ready() },
    });
    const metricsServer =
      config.METRICS_PORT > 0
        ? await startMetricsServer(metrics, config.METRICS_PORT, config.HOST)
        : undefined;
    const server: Server = gateway.app.listen(config.PORT, config.HOST);
    await new Promise<void>((ready, fail) => server.once('listening', ready).once('error', fail));
    keepIdleConnectionsOpen(server);
    gateway.attachSubscriptions(server);
    logger.info({ dataDir }, `Sui Fantasy League is running at http://localhost:${config.PORT}`);

    const shutdown = async () => {
      logger.info('shutting down');
      server.close();
      metricsServer?.close();
      await gateway.stop();
      await eventBus.stop();
      await subgraphs.close();
      await postgres.close();
      await store.close();
      releaseDataDir();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown());
    process.once('SIGTERM', () => void shutdown());
  } catch (error) {
    releaseDataDir();
    if (USER_FIXABLE.some((type) => error instanceof type)) {
      process.stderr.write(`Cannot start: ${(error as Error).message}\n`);
    } else {
      logger.fatal({ err: error }, 'start-up failed');
    }
    process.exit(1);
  }
}
