import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type EventBus } from '../../src';
import {
  type Databases,
  effectCount,
  kafkaTransport,
  openDatabases,
  recordAmounts,
  type TestWorld,
  testWorld,
  waitFor,
} from '../bus-harness';

// Fault test A: the consumer process is killed with SIGKILL in the middle of 10,000 events
// and started again; every event's effect must be present exactly once.
const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const serverUrl = process.env.TEST_DATABASE_URL;
const describeWithKafka = brokers && serverUrl ? describe : describe.skip;

const EVENTS = 10_000;
const AGGREGATES = 20;
const PER_TRANSACTION = 100;

describeWithKafka('fault A: consumer killed mid-stream', () => {
  let world: TestWorld;
  let dbs: Databases;
  let bus: EventBus;
  let consumer: ChildProcess | undefined;

  const startConsumerProcess = () => {
    const child = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        '--disable-warning=TimeoutNegativeWarning',
        join(__dirname, 'kafka-consumer-process.mts'),
      ],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          CONSUMER_DB_URL: dbs.consumerUrl!,
          KAFKA_BROKERS: brokers!.join(','),
          TOPIC: world.topic.name,
          CONSUMER_NAME: world.consumerName,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    return child;
  };

  jest.setTimeout(120_000);

  beforeAll(async () => {
    world = testWorld();
    dbs = await openDatabases(process.env.TEST_DATABASE_URL);
    bus = kafkaTransport(brokers!).createBus(world);
    await bus.startPublishing(world.service, dbs.producer);
  });
  afterAll(async () => {
    consumer?.kill('SIGKILL');
    await bus.stop();
    await dbs.close();
  });

  it('should apply each of 10,000 events exactly once across a SIGKILL and restart', async () => {
    // Record everything first (in batches, interleaving aggregates) so the kill lands mid-stream.
    for (let start = 0; start < EVENTS / AGGREGATES; start += PER_TRANSACTION / AGGREGATES) {
      await Promise.all(
        Array.from({ length: AGGREGATES }, (_, a) =>
          recordAmounts(
            world,
            dbs.producer,
            `agg-${a}`,
            Array.from({ length: PER_TRANSACTION / AGGREGATES }, (_, i) => start + i),
          ),
        ),
      );
    }
    consumer = startConsumerProcess();
    await waitFor(async () => (await effectCount(dbs)) >= EVENTS * 0.3, 120_000, '30% applied');
    consumer.kill('SIGKILL');
    const appliedAtKill = await effectCount(dbs);
    expect(appliedAtKill).toBeLessThan(EVENTS);

    consumer = startConsumerProcess();
    await waitFor(async () => (await effectCount(dbs)) >= EVENTS, 180_000, 'all events applied');
    // Give a late duplicate the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const [row] = await dbs.consumer.query(
      'SELECT count(*) AS n, count(DISTINCT event_id) AS distinct_events, sum(amount) AS total FROM effect',
    );
    expect(Number(row.n)).toBe(EVENTS);
    expect(Number(row.distinct_events)).toBe(EVENTS);
    const perAggregate = EVENTS / AGGREGATES;
    expect(Number(row.total)).toBe((AGGREGATES * 10 * ((perAggregate - 1) * perAggregate)) / 2);
  }, 400_000);
});
