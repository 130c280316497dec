import type { INestApplication } from '@nestjs/common';
import { RedisStore } from '@sfl/cache';
import {
  loadConfigOrExit,
  logLevelField,
  positiveIntField,
  redisUrlField,
  secretField,
  stackNameField,
} from '@sfl/config';
import { allContracts, allTopics } from '@sfl/contracts';
import { ensureDatabase } from '@sfl/database';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { ProcessMetrics } from '@sfl/metrics';
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
};

type SubgraphProcessConfig = {
  REDIS_URL: string;
  KAFKA_BROKERS: string;
  INTERNAL_SECRET: string;
  LOG_LEVEL: string;
  STACK_NAME?: string;
  DATABASE_POOL_SIZE: number;
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
 * when missing), Redis and Kafka, and shuts down in order on SIGTERM/SIGINT.
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
    const dependencies = {
      database: { kind: 'postgres' as const, url: databaseUrl, poolSize: config.DATABASE_POOL_SIZE },
      store,
      internalSecret: config.INTERNAL_SECRET,
      logger,
      eventBus,
      metrics: new ProcessMetrics(),
    };
    const app = await options.createApp(dependencies, config);
    // The relay stops before the database it reads closes.
    const shutdown = async () => {
      await eventBus.stop();
      await app.close();
      await store.close();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown());
    process.once('SIGINT', () => void shutdown());
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
