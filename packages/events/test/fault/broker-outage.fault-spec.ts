import { type EventBus } from '../../src';
import {
  type Databases,
  effectConsumer,
  effectCount,
  kafkaTransport,
  openDatabases,
  recordAmounts,
  type TestWorld,
  testWorld,
  waitFor,
} from '../bus-harness';
import { startBrokerKeepingData, stopBroker } from './kafka-broker';

// Fault test B: the broker is stopped for 10 seconds while a producer keeps committing state
// changes, then started again on the same data: every event arrives, in order per aggregate,
// none twice. Runs alone on a broker of its own (it stops it), only where the project started Kafka.
const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const describeWithKafka = brokers ? describe : describe.skip;

const AGGREGATES = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithKafka('fault B: broker down while producing', () => {
  let world: TestWorld;
  let dbs: Databases;
  let bus: EventBus;

  jest.setTimeout(120_000);

  beforeAll(async () => {
    world = testWorld();
    dbs = await openDatabases(process.env.TEST_DATABASE_URL);
    bus = kafkaTransport(brokers!).createBus(world);
    await bus.startPublishing(world.service, dbs.producer);
    await bus.startConsumer(effectConsumer(world), dbs.consumer);
  });
  afterAll(async () => {
    await bus.stop();
    await dbs.close();
  });

  it('should deliver every event committed during a 10 s outage, in order, once', async () => {
    const next = Array.from({ length: AGGREGATES }, () => 0);
    let producing = true;
    let committedDuringOutage = 0;
    let brokerDown = false;
    const producer = (async () => {
      for (let i = 0; producing; i++) {
        const aggregate = i % AGGREGATES;
        await recordAmounts(world, dbs.producer, `agg-${aggregate}`, [next[aggregate]!++]);
        if (brokerDown) committedDuringOutage += 1;
        await sleep(10);
      }
    })();

    await sleep(3_000);
    await stopBroker();
    brokerDown = true;
    await sleep(10_000);
    brokerDown = false;
    await startBrokerKeepingData();
    await sleep(3_000);
    producing = false;
    await producer;

    const total = next.reduce((sum, n) => sum + n, 0);
    expect(committedDuringOutage).toBeGreaterThan(100);
    await waitFor(async () => (await effectCount(dbs)) >= total, 180_000, `all ${total} events`);
    await sleep(2_000);
    expect(await effectCount(dbs)).toBe(total);
    for (let a = 0; a < AGGREGATES; a++) {
      const seqs = (
        await dbs.consumer.query('SELECT seq FROM effect WHERE aggregate_id = $1 ORDER BY applied', [
          `agg-${a}`,
        ])
      ).map((row: { seq: number }) => row.seq);
      expect(seqs).toEqual(Array.from({ length: next[a]! }, (_, i) => i));
    }
  }, 300_000);
});
