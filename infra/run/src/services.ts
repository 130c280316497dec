import { loadConfigOrExit } from '@sfl/config';
import { createLogger } from '@sfl/logging';
import { ensureLocalKafka, stopLocalKafka } from './local-kafka';
import { assertPortFree, PortInUseError } from './port-check';
import { ProcessSupervisor } from './process-supervisor';
import { repoPath } from './repo-paths';
import { serviceDatabaseUrl, servicesConfigSchema } from './services.config';

// Services mode: every service in its own process against the real PostgreSQL, Redis and Kafka.
// Each service creates its own database when missing.
async function main() {
  const config = loadConfigOrExit(servicesConfigSchema);
  const logger = createLogger({ service: 'services', level: config.LOG_LEVEL });
  const supervisor = new ProcessSupervisor(logger);
  process.once('SIGINT', () => void supervisor.stopAll(0));
  process.once('SIGTERM', () => void supervisor.stopAll(0));

  try {
    await assertPortFree(config.PORT, '127.0.0.1');
    await assertPortFree(config.USERS_PORT, '127.0.0.1');
    await assertPortFree(config.MATCHES_PORT, '127.0.0.1');
    await assertPortFree(config.NFT_PORT, '127.0.0.1');
    await assertPortFree(config.SQUADS_PORT, '127.0.0.1');
    await assertPortFree(config.SPL_REWARDS_PORT, '127.0.0.1');
    await assertPortFree(config.LEAGUES_PORT, '127.0.0.1');
    await assertPortFree(config.CHAMPIONSHIPS_PORT, '127.0.0.1');
    let kafkaBrokers = config.KAFKA_BROKERS;
    if (!kafkaBrokers) {
      logger.info('starting the local Kafka broker');
      const { startedHere } = await ensureLocalKafka();
      if (startedHere) supervisor.onStopped(stopLocalKafka);
      kafkaBrokers = '127.0.0.1:9092';
    }
    const shared = {
      INTERNAL_SECRET: config.INTERNAL_SECRET,
      REDIS_URL: config.REDIS_URL,
      KAFKA_BROKERS: kafkaBrokers,
      LOG_LEVEL: config.LOG_LEVEL,
      // Redis keys and Kafka topics apart from other stacks on the same servers, like the databases.
      STACK_NAME: config.DATABASE_PREFIX,
    };
    await supervisor.start({
      name: 'users',
      script: repoPath('services', 'users', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        USERS_PORT: String(config.USERS_PORT),
        USERS_DATABASE_URL: serviceDatabaseUrl(config, 'users'),
      },
      healthUrl: `http://127.0.0.1:${config.USERS_PORT}/health`,
    });
    await supervisor.start({
      name: 'matches',
      script: repoPath('services', 'matches', 'dist', 'src', 'main.js'),
      // SIMULATOR_* and WORLD_SEED pass through from this process's environment.
      env: {
        ...shared,
        MATCHES_PORT: String(config.MATCHES_PORT),
        MATCHES_DATABASE_URL: serviceDatabaseUrl(config, 'matches'),
      },
      healthUrl: `http://127.0.0.1:${config.MATCHES_PORT}/health`,
    });
    await supervisor.start({
      name: 'nft',
      script: repoPath('services', 'nft', 'dist', 'src', 'main.js'),
      // SUI_NETWORK, SUI_GRPC_URL, NFT_PACKAGE_ID and NFT_MARKET_ID pass through from this environment.
      env: {
        ...shared,
        NFT_PORT: String(config.NFT_PORT),
        NFT_DATABASE_URL: serviceDatabaseUrl(config, 'nft'),
      },
      healthUrl: `http://127.0.0.1:${config.NFT_PORT}/health`,
    });
    await supervisor.start({
      name: 'squads',
      script: repoPath('services', 'squads', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        SQUADS_PORT: String(config.SQUADS_PORT),
        SQUADS_DATABASE_URL: serviceDatabaseUrl(config, 'squads'),
      },
      healthUrl: `http://127.0.0.1:${config.SQUADS_PORT}/health`,
    });
    await supervisor.start({
      name: 'spl-rewards',
      script: repoPath('services', 'spl-rewards', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        SPL_REWARDS_PORT: String(config.SPL_REWARDS_PORT),
        SPL_REWARDS_DATABASE_URL: serviceDatabaseUrl(config, 'spl_rewards'),
      },
      healthUrl: `http://127.0.0.1:${config.SPL_REWARDS_PORT}/health`,
    });
    await supervisor.start({
      name: 'leagues',
      script: repoPath('services', 'leagues', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        LEAGUES_PORT: String(config.LEAGUES_PORT),
        LEAGUES_DATABASE_URL: serviceDatabaseUrl(config, 'leagues'),
      },
      healthUrl: `http://127.0.0.1:${config.LEAGUES_PORT}/health`,
    });
    await supervisor.start({
      name: 'championships',
      script: repoPath('services', 'championships', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        CHAMPIONSHIPS_PORT: String(config.CHAMPIONSHIPS_PORT),
        CHAMPIONSHIPS_DATABASE_URL: serviceDatabaseUrl(config, 'championships'),
      },
      healthUrl: `http://127.0.0.1:${config.CHAMPIONSHIPS_PORT}/health`,
    });
    await supervisor.start({
      name: 'gateway',
      script: repoPath('gateway', 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        PORT: String(config.PORT),
        USERS_URL: `http://127.0.0.1:${config.USERS_PORT}/graphql`,
        MATCHES_URL: `http://127.0.0.1:${config.MATCHES_PORT}/graphql`,
        NFT_URL: `http://127.0.0.1:${config.NFT_PORT}/graphql`,
        SQUADS_URL: `http://127.0.0.1:${config.SQUADS_PORT}/graphql`,
        SPL_REWARDS_URL: `http://127.0.0.1:${config.SPL_REWARDS_PORT}/graphql`,
        LEAGUES_URL: `http://127.0.0.1:${config.LEAGUES_PORT}/graphql`,
        CHAMPIONSHIPS_URL: `http://127.0.0.1:${config.CHAMPIONSHIPS_PORT}/graphql`,
        FRONTEND_DIR: repoPath('frontend', 'dist'),
      },
      healthUrl: `http://127.0.0.1:${config.PORT}/health`,
    });
    logger.info(`Sui Fantasy League (services mode) is running at http://localhost:${config.PORT}`);
  } catch (error) {
    if (error instanceof PortInUseError) process.stderr.write(`Cannot start: ${error.message}\n`);
    else logger.fatal({ err: error }, 'start-up failed');
    await supervisor.stopAll(1);
  }
}

void main();
