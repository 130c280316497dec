import { RedisStore } from '@sfl/cache';
import { allContracts, allTopics } from '@sfl/contracts';
import { loadConfigOrExit } from '@sfl/config';
import { ensureDatabase } from '@sfl/database';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { matchesConfigSchema, simulatorOptionsFrom, worldOptionsFrom } from './config/matches.config';
import { createMatchesApp } from './create-matches-app';

// Services mode: the matches subgraph as its own process on a real PostgreSQL and Redis.
async function main() {
  const config = loadConfigOrExit(matchesConfigSchema);
  const logger = createLogger({ service: 'matches', level: config.LOG_LEVEL });
  try {
    await ensureDatabase(config.MATCHES_DATABASE_URL);
    const eventBus = new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(','),
      clientId: 'matches',
      topics: allTopics,
      contracts: allContracts,
      logger,
    });
    const store = new RedisStore(config.REDIS_URL);
    const app = await createMatchesApp({
      database: { kind: 'postgres', url: config.MATCHES_DATABASE_URL },
      store,
      internalSecret: config.INTERNAL_SECRET,
      logger,
      eventBus,
      world: worldOptionsFrom(config),
      simulator: simulatorOptionsFrom(config),
    });
    // The relay stops before the database it reads closes; closing the app stops the match clock.
    const shutdown = async () => {
      await eventBus.stop();
      await app.close();
      await store.close();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown());
    process.once('SIGINT', () => void shutdown());
    await app.listen(config.MATCHES_PORT, config.MATCHES_HOST);
    logger.info({ port: config.MATCHES_PORT }, 'matches subgraph listening');
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    logger.fatal(
      { err: error },
      inUse ? `Port ${config.MATCHES_PORT} is already in use` : 'matches subgraph failed to start',
    );
    process.exit(1);
  }
}

void main();
