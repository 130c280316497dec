import { RedisStore } from '@sfl/cache';
import { allContracts, allTopics } from '@sfl/contracts';
import { loadConfigOrExit } from '@sfl/config';
import { ensureDatabase } from '@sfl/database';
import { KafkaEventBus } from '@sfl/events';
import { chainReaderFrom } from '@sfl/sui-chain';
import { createLogger } from '@sfl/logging';
import { loginLimitsFrom, usersConfigSchema } from './config/users.config';
import { createUsersApp } from './create-users-app';

// Services mode: the users subgraph as its own process on a real PostgreSQL and Redis.
async function main() {
  const config = loadConfigOrExit(usersConfigSchema);
  const logger = createLogger({ service: 'users', level: config.LOG_LEVEL });
  try {
    await ensureDatabase(config.USERS_DATABASE_URL);
    const eventBus = new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(','),
      clientId: 'users',
      topics: allTopics,
      contracts: allContracts,
      logger,
    });
    const app = await createUsersApp({
      database: { kind: 'postgres', url: config.USERS_DATABASE_URL },
      store: new RedisStore(config.REDIS_URL),
      internalSecret: config.INTERNAL_SECRET,
      logger,
      eventBus,
      chain: chainReaderFrom(config),
      loginLimits: loginLimitsFrom(config),
    });
    // The relay stops before the database it reads closes.
    const shutdown = async () => {
      await eventBus.stop();
      await app.close();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown());
    process.once('SIGINT', () => void shutdown());
    await app.listen(config.USERS_PORT, config.USERS_HOST);
    logger.info({ port: config.USERS_PORT }, 'users subgraph listening');
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    logger.fatal(
      { err: error },
      inUse ? `Port ${config.USERS_PORT} is already in use` : 'users subgraph failed to start',
    );
    process.exit(1);
  }
}

void main();
