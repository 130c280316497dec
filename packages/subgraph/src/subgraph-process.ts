import type { INestApplication } from '@nestjs/common';
import { RedisStore } from '@sfl/cache';
import {
  loadConfigOrExit,
  logLevelField,
  positiveIntField,
  redisUrlField,
  secretField,
  shutdownConfigFields,
  stackNameField,
} from '@sfl/config';
import { allContracts, allTopics } from '@sfl/contracts';
import { ensureDatabase } from '@sfl/database';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { closableHttpServer, gracefulShutdown, ProcessMetrics } from '@sfl/metrics';
import { z } from 'zod';
import type { SubgraphDependencies } from './subgraph-dependencies';

/** The environment every subgraph process reads in the services mode, besides its own fields. */
export const subgraphProcessConfigFields = {
  REDIS_URL: redisUrlField(),
  KAFKA_BROKERS: z.string().min(1).default('127.0.0.1:9092'),
  INTERNAL_SECRET: secretField(),
  LOG_LEVEL: logLevelField(),
  STACK_NAME: stackNameField(),
  /** connections to its database per process: processes × this must stay under PostgreSQL's max_connections */
  DATABASE_POOL_SIZE: positiveIntField(10),
  ...shutdownConfigFields,
};

type SubgraphProcessConfig = {
  REDIS_URL: string;
  KAFKA_BROKERS: string;
  INTERNAL_SECRET: string;
  LOG_LEVEL: string;
  STACK_NAME?: string;
  DATABASE_POOL_SIZE: number;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_TIMEOUT_MS: number;
};

export interface SubgraphProcessOptions<Config extends SubgraphProcessConfig> {
  service: string;
  schema: z.ZodType<Config>;
  /** where this service listens and keeps its data */
  endpoint: (config: Config) => { port: number; host: string; databaseUrl: string };
  createApp: (dependencies: SubgraphDependencies, config: Config) => Promise<INestApplication>;
}

/**
 * Services mode: runs one subgraph as its own process on a real PostgreSQL (its database created
 * when missing), Redis and Kafka, and stops gracefully on SIGTERM/SIGINT (gracefulShutdown).
 */
export async function runSubgraphProcess<Config extends SubgraphProcessConfig>(
  options: SubgraphProcessOptions<Config>,
): Promise<void> {
  const config = loadConfigOrExit(options.schema);
  const { port, host, databaseUrl } = options.endpoint(config);
  const logger = createLogger({ service: options.service, level: config.LOG_LEVEL });
  try {
    await ensureDatabase(databaseUrl);
    const eventBus = new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(','),
      clientId: options.service,
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace: config.STACK_NAME,
    });
    const store = new RedisStore(config.REDIS_URL, config.STACK_NAME && `${config.STACK_NAME}:`);
    let stop = async () => {};
    const shutdown = gracefulShutdown({
      logger,
      drainMs: config.SHUTDOWN_DRAIN_MS,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      stop: () => stop(),
    });
    const dependencies = {
      database: { kind: 'postgres' as const, url: databaseUrl, poolSize: config.DATABASE_POOL_SIZE },
      store,
      internalSecret: config.INTERNAL_SECRET,
      logger,
      eventBus,
      metrics: new ProcessMetrics(),
      readinessChecks: { shutdown: shutdown.readinessCheck },
    };
    const app = await options.createApp(dependencies, config);
    const closeHttp = closableHttpServer(app.getHttpServer());
    // Requests first (they may record events), then the consumers commit and the relay stops, before
    // the database they use closes.
    stop = async () => {
      await closeHttp();
      await eventBus.stop();
      await app.close();
      await store.close();
    };
    await app.listen(port, host);
    logger.info({ port }, `${options.service} subgraph listening`);
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    logger.fatal(
      { err: error },
      inUse ? `Port ${port} is already in use` : `${options.service} subgraph failed to start`,
    );
    process.exit(1);
  }
}
