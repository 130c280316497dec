import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { MemoryStore } from '@sfl/cache';
import { allContracts, allTopics, UserRegistered } from '@sfl/contracts';
import type { DisposableDatabase } from '@sfl/database';
import { type EventContract, KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import {
  createTestDatabase,
  graphqlRequest,
  type StandInProducers,
  startStandInProducers,
  TEST_INTERNAL_SECRET,
} from '@sfl/testing';
import { DataSource } from 'typeorm';
import { createSplRewardsApp } from '../src/create-spl-rewards-app';
import { MY_ACHIEVEMENTS } from './operations/achievements.operations';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { expectLedgerBalanced } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

// Consumer groups joining a real broker take seconds.
jest.setTimeout(120_000);

const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');

/** Polls `done` until it holds, for at most a minute (a first group join takes a while). */
async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The services mode: spl-rewards publishes spl-rewards.events through the Kafka relay, and its own
// achievements consumer group reads the goal rewards back from the broker.
(brokers ? describe : describe.skip)('achievements on Kafka: spl-rewards consumes its own topic', () => {
  const logger = createLogger({ service: 'test', level: 'silent' });
  let bus: KafkaEventBus;
  let standIns: StandInProducers;
  let database: DisposableDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    // A namespace of its own, so nothing else on the broker is read or disturbed.
    const namespace = `achievements-${randomUUID().slice(0, 8)}`;
    bus = new KafkaEventBus({
      brokers: brokers!,
      clientId: namespace,
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace,
    });
    standIns = await startStandInProducers();
    await bus.startPublishing('stand-ins', standIns.dataSource);
    database = await createTestDatabase();
    app = await createSplRewardsApp({
      database: database.target,
      store: new MemoryStore(),
      internalSecret: TEST_INTERNAL_SECRET,
      logger,
      eventBus: bus,
    });
  });
  afterAll(async () => {
    await bus?.stop();
    await app?.close();
    await standIns?.close();
    await database?.drop();
  });

  it('should unlock First Goal from a goal reward that went out through the broker and came back', async () => {
    const server = app.getHttpServer() as Server;
    const applied = (eventIds: readonly string[]) =>
      waitFor('events applied', async () => {
        const [{ count }] = (await app
          .get(DataSource)
          .query(
            'SELECT count(DISTINCT event_id)::int AS count FROM processed_event WHERE event_id = ANY($1)',
            [eventIds],
          )) as { count: number }[];
        return count === eventIds.length;
      });
    const record = async <P>(contract: EventContract<P>, aggregateId: string, payload: P) =>
      (await standIns.record(contract, aggregateId, payload)).id;
    const world = new SplWorld({
      standIns,
      record,
      applied,
      publish: async (contract, aggregateId, payload) => {
        const id = await record(contract, aggregateId, payload);
        await applied([id]);
        return id;
      },
    });

    const ann = randomUUID();
    await record(UserRegistered, ann, {
      userId: ann,
      username: 'ann',
      registeredAt: new Date().toISOString(),
    });
    const striker = world.footballerOf('Ada Stone', 'ST');
    await world.recordFootballer(striker);
    await world.recordLineup(ann, 2, { starters: [striker] });
    await world.recordAction('GOAL', striker, { gameweek: 2, minute: 12, score: [1, 0] });

    await waitFor('First Goal', async () => {
      const res = await graphqlRequest(server, MY_ACHIEVEMENTS, { userId: ann });
      const achievements = res.body.data?.myAchievements as { id: string; unlocked: boolean }[] | undefined;
      return achievements?.find((a) => a.id === 'first-goal')?.unlocked === true;
    });
    // Early Adopter 1,000 (the only registration), the goal 200, First Goal 100
    await waitFor('the balance', async () => {
      const res = await graphqlRequest(server, MY_SPL_BALANCE, { userId: ann });
      return res.body.data?.mySplBalance?.currentBalance === 1300;
    });
    const unlocked = (await app
      .get(DataSource)
      .query(
        `SELECT payload->>'achievementId' AS id FROM outbox_event WHERE type = 'AchievementUnlocked'`,
      )) as {
      id: string;
    }[];
    expect(unlocked.map((row) => row.id).sort()).toEqual(['early-adopter', 'first-goal']);
    await expectLedgerBalanced(app);
  });
});
