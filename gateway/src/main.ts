import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createKeyValueStore } from '@sfl/cache';
import { loadConfigOrExit } from '@sfl/config';
import { createLogger } from '@sfl/logging';
import { gatewayConfigSchema, subgraphUrlsFrom } from './config/gateway.config';
import { createGateway } from './create-gateway';

// The gateway as its own process (services and compose modes); the embedded mode starts it from
// infra/run instead. Built to dist/src/main.js, two levels below the committed supergraph.
async function main() {
  const config = loadConfigOrExit(gatewayConfigSchema);
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const store = createKeyValueStore({ redisUrl: config.REDIS_URL });
  const gateway = await createGateway({
    supergraphSdl: readFileSync(join(__dirname, '..', '..', 'supergraph.graphql'), 'utf8'),
    subgraphUrls: subgraphUrlsFrom(config),
    store,
    internalSecret: config.INTERNAL_SECRET,
    logger,
    frontendDir: config.FRONTEND_DIR,
    secureCookies: config.SECURE_COOKIES,
    sessionTtlMs: config.SESSION_TTL_MINUTES * 60_000,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    production: config.NODE_ENV === 'production',
  });
  const server = gateway.app.listen(config.PORT, config.HOST, () =>
    logger.info(`Gateway listening on http://${config.HOST}:${config.PORT}`),
  );
  const shutdown = async () => {
    server.close();
    await gateway.stop();
    await store.close();
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  createLogger({ service: 'gateway' }).fatal({ err: error }, 'Gateway failed to start');
  process.exitCode = 1;
});
