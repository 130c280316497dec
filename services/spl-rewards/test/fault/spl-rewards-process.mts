// The spl-rewards service as its own process, for the fault tests: the real app (migrations, the
// consumers named by SPL_REWARDS_CONSUMERS, the rewards one by default, ledger) on the test's
// database, consuming from Kafka in the test's namespace, until it is stopped or killed. It serves no
// HTTP: the test reads the database.
import { MemoryStore } from '@sfl/cache';
import { allContracts, allTopics } from '@sfl/contracts';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createSplRewardsApp } from '../../src/index.js';

type SplRewardsConsumerName = NonNullable<Parameters<typeof createSplRewardsApp>[1]>[number];

const { SPL_REWARDS_DATABASE_URL, KAFKA_BROKERS, KAFKA_NAMESPACE, SPL_REWARDS_CONSUMERS } = process.env;
if (!SPL_REWARDS_DATABASE_URL || !KAFKA_BROKERS || !KAFKA_NAMESPACE) throw new Error('missing environment');

const logger = createLogger({ service: 'fault-spl-rewards', level: 'warn' });
const eventBus = new KafkaEventBus({
  brokers: KAFKA_BROKERS.split(','),
  clientId: 'spl-rewards',
  topics: allTopics,
  contracts: allContracts,
  logger,
  namespace: KAFKA_NAMESPACE,
});
await createSplRewardsApp(
  {
    database: { kind: 'postgres', url: SPL_REWARDS_DATABASE_URL },
    store: new MemoryStore(),
    internalSecret: 'fault-test-internal-secret-0123456789abcdef',
    logger,
    eventBus,
  },
  (SPL_REWARDS_CONSUMERS ?? 'rewards').split(',') as SplRewardsConsumerName[],
);
process.stdout.write('consuming\n');
