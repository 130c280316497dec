import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createKeyValueStore } from '@sfl/cache';
import { allContracts, allTopics } from '@sfl/contracts';
import { loadConfigOrExit } from '@sfl/config';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { gracefulShutdown, keepIdleConnectionsOpen, ProcessMetrics, startMetricsServer } from '@sfl/metrics';
import { suiNetworkEndpoints } from '@sfl/sui-chain';
import {
  gatewayConfigSchema,
  sessionLimitsFrom,
  subgraphUrlsFrom,
  subscriptionLimitsFrom,
} from './config/gateway.config';
import { createGateway } from './create-gateway';

// The gateway as its own process (services and compose modes); the embedded mode starts it from
// infra/run instead. Built to dist/src/main.js, two levels below the committed supergraph.
async function main() {
  const config = loadConfigOrExit(gatewayConfigSchema);
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const store = createKeyValueStore({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.STACK_NAME && `${config.STACK_NAME}:`,
  });
  // Live events only: the gateway publishes nothing and runs no consumer group.
  const liveEvents = new KafkaEventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId: 'gateway',
    topics: allTopics,
    contracts: allContracts,
    logger,
    namespace: config.STACK_NAME,
  });
  const metrics = new ProcessMetrics();
  let stop = async () => {};
  const shutdown = gracefulShutdown({
    logger,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    stop: () => stop(),
  });
  const gateway = await createGateway({
    supergraphSdl: readFileSync(join(__dirname, '..', '..', 'supergraph.graphql'), 'utf8'),
    subgraphUrls: subgraphUrlsFrom(config),
    subgraphTimeoutMs: config.SUBGRAPH_TIMEOUT_MS,
    store,
    internalSecret: config.INTERNAL_SECRET,
    logger,
    frontendDir: config.FRONTEND_DIR,
    secureCookies: config.SECURE_COOKIES,
    trustProxy: config.TRUST_PROXY,
    sessionTtlMs: config.SESSION_TTL_MINUTES * 60_000,
    ...sessionLimitsFrom(config),
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    production: config.NODE_ENV === 'production',
    liveEvents,
    subscriptionLimits: subscriptionLimitsFrom(config),
    suiNetworks: suiNetworkEndpoints(config),
    metrics,
    readinessChecks: { shutdown: shutdown.readinessCheck },
  });
  const metricsServer =
    config.METRICS_PORT > 0 ? await startMetricsServer(metrics, config.METRICS_PORT, config.HOST) : undefined;
  const server = gateway.app.listen(config.PORT, config.HOST, () =>
    logger.info(`Gateway listening on http://${config.HOST}:${config.PORT}`),
  );
  keepIdleConnectionsOpen(server);
  gateway.attachSubscriptions(server);
  stop = async () => {
    metricsServer?.close();
    await gateway.stop();
    await liveEvents.stop();
    await store.close();
  };
}

main().catch((error: unknown) => {
  createLogger({ service: 'gateway' }).fatal({ err: error }, 'Gateway failed to start');
  process.exitCode = 1;
});
