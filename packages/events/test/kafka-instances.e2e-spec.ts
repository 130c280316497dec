import { Kafka, logLevel } from 'kafkajs';
import { type EventBus, KafkaEventBus } from '../src';
import {
  type Databases,
  effectConsumer,
  effectCount,
  kafkaTransport,
  openDatabases,
  recordAmounts,
  silentLogger,
  type TestWorld,
  testWorld,
  waitFor,
} from './bus-harness';

// Operators run several instances of a service: relays must not publish a row twice, and the
// instances of one consumer group must share the work without applying anything twice.
const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const describeWithKafka = brokers ? describe : describe.skip;
jest.setTimeout(120_000);

describeWithKafka('several instances on Kafka', () => {
  let world: TestWorld;
  let dbs: Databases;
  const buses: EventBus[] = [];

  beforeEach(async () => {
    world = testWorld();
    dbs = await openDatabases(process.env.TEST_DATABASE_URL);
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.stop()));
    await dbs.close();
  });

  const newBus = () => {
    const bus = kafkaTransport(brokers!).createBus(world);
    buses.push(bus);
    return bus;
  };

  /** Every message on the topic, read raw (no deduplication), until `expected` arrived and a quiet second passed. */
  async function readTopic(expected: number): Promise<string[]> {
    const kafka = new Kafka({ clientId: 'topic-reader', brokers: brokers!, logLevel: logLevel.NOTHING });
    const reader = kafka.consumer({ groupId: `${world.run}-reader` });
    const ids: string[] = [];
    await reader.connect();
    await reader.subscribe({ topics: [world.topic.name], fromBeginning: true });
    await reader.run({ eachMessage: async ({ message }) => void ids.push(String(message.headers?.eventId)) });
    await waitFor(async () => ids.length >= expected, 60_000, `${expected} messages`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await reader.disconnect();
    return ids;
  }

  it('should publish each outbox row once when three relays run at once', async () => {
    await Promise.all([0, 1, 2].map(() => newBus().startPublishing(world.service, dbs.producer)));
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        ['a', 'b', 'c', 'd'].map((id) => recordAmounts(world, dbs.producer, id, [batch * 2, batch * 2 + 1])),
      );
    }
    const ids = await readTopic(80);
    expect(ids).toHaveLength(80);
    expect(new Set(ids).size).toBe(80);
  });

  it('should apply each event once when two instances of one consumer group share the topic', async () => {
    await newBus().startPublishing(world.service, dbs.producer);
    await newBus().startConsumer(effectConsumer(world), dbs.consumer);
    await newBus().startConsumer(effectConsumer(world), dbs.consumer);
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
          recordAmounts(world, dbs.producer, id, [batch * 2, batch * 2 + 1]),
        ),
      );
    }
    await waitFor(async () => (await effectCount(dbs)) >= 120, 60_000, '120 effects');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [row] = await dbs.consumer.query('SELECT count(*) AS n, count(DISTINCT event_id) AS d FROM effect');
    expect(Number(row.n)).toBe(120);
    expect(Number(row.d)).toBe(120);
  });
});

// Two stacks on one broker (the services mode of two checkouts, or a run beside the browser
// tests): the same topics and consumer groups by name, each in its own namespace.
describeWithKafka('Kafka namespaces', () => {
  let world: TestWorld;
  const stacks: { namespace: string; dbs: Databases; bus: KafkaEventBus }[] = [];

  beforeAll(async () => {
    world = testWorld();
    for (const namespace of [`a${world.run}`, `b${world.run}`]) {
      const bus = new KafkaEventBus({
        brokers: brokers!,
        clientId: world.service,
        topics: [world.topic],
        contracts: [world.AmountAdded],
        logger: silentLogger,
        namespace,
      });
      stacks.push({ namespace, dbs: await openDatabases(process.env.TEST_DATABASE_URL), bus });
    }
  });
  afterAll(async () => {
    for (const { bus, dbs } of stacks) {
      await bus.stop();
      await dbs.close();
    }
  });

  it("should keep each stack's events, topics and consumer groups to itself", async () => {
    const [a, b] = stacks as [(typeof stacks)[0], (typeof stacks)[0]];
    for (const { bus, dbs } of stacks) {
      await bus.startPublishing(world.service, dbs.producer);
      await bus.startConsumer(effectConsumer(world), dbs.consumer);
    }

    await recordAmounts(world, a.dbs.producer, 'x', [1, 2]);
    await recordAmounts(world, b.dbs.producer, 'x', [1, 2, 3]);
    await waitFor(async () => (await effectCount(a.dbs)) >= 2 && (await effectCount(b.dbs)) >= 3);

    const admin = new Kafka({
      clientId: 'namespace-test',
      brokers: brokers!,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const topics = await admin.listTopics();
      expect(topics).toEqual(
        expect.arrayContaining([`${a.namespace}.${world.topic.name}`, `${b.namespace}.${world.topic.name}`]),
      );
      expect(topics).not.toContain(world.topic.name);
      const groups = (await admin.listGroups()).groups.map((group) => group.groupId);
      expect(groups).toEqual(
        expect.arrayContaining([
          `${a.namespace}.${world.consumerName}`,
          `${b.namespace}.${world.consumerName}`,
        ]),
      );
    } finally {
      await admin.disconnect();
    }
    expect(await effectCount(a.dbs)).toBe(2);
    expect(await effectCount(b.dbs)).toBe(3);
  });
});
