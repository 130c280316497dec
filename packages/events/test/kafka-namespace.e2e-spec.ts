import { Kafka, logLevel } from 'kafkajs';
import { KafkaEventBus } from '../src';
import {
  type Databases,
  effectConsumer,
  effectCount,
  openDatabases,
  recordAmounts,
  silentLogger,
  type TestWorld,
  testWorld,
  waitFor,
} from './bus-harness';

// Two stacks on one broker (the services mode of two checkouts, or a run beside the browser
// tests): the same topics and consumer groups by name, each in its own namespace.
const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const describeWithKafka = brokers ? describe : describe.skip;
jest.setTimeout(120_000);

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
