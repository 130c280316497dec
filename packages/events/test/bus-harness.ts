import { randomUUID } from 'node:crypto';
import { createLogger } from '@sfl/logging';
import { createDisposableDatabase, type DisposableDatabase, openDataSource } from '@sfl/database';
import { Kafka, logLevel } from 'kafkajs';
import { z } from 'zod';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  CreateEventTables1763800000000,
  defineEvent,
  EmbeddedEventBus,
  type EventBus,
  type EventEnvelope,
  handlesMany,
  type HandlerRetryOptions,
  KafkaEventBus,
  recordEvents,
} from '../src';

/** A throwaway producer service, consumer service and event type, unique per test file run. */
export function testWorld() {
  const run = randomUUID().slice(0, 8);
  const service = `contract-${run}`;
  const AmountAdded = defineEvent({
    topic: `${service}.events`,
    type: 'AmountAdded',
    version: 1,
    // `padding` makes an event as large as a test needs.
    payload: z.object({ seq: z.number().int(), amount: z.number().int(), padding: z.string().optional() }),
  });
  return {
    run,
    service,
    consumerName: `consumer-${run}`,
    AmountAdded,
    topic: { name: AmountAdded.topic, partitions: 3 },
  };
}
export type TestWorld = ReturnType<typeof testWorld>;

class CreateEffect1763800000001 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(
      `CREATE TABLE effect (applied bigserial PRIMARY KEY, event_id uuid NOT NULL, aggregate_id text NOT NULL, seq int NOT NULL, amount int NOT NULL)`,
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE effect');
  }
}

export interface Databases {
  producer: DataSource;
  consumer: DataSource;
  /** set when the consumer database is on a server, so another process can open it */
  consumerUrl?: string;
  close(): Promise<void>;
}

/**
 * A producer and a consumer database. `serverUrl` undefined = embedded PostgreSQL, which the
 * embedded transport always uses (it relies on one transaction at a time committing in
 * sequence order, as in the embedded mode); the Kafka transport runs on the server in CI.
 */
export async function openDatabases(serverUrl: string | undefined): Promise<Databases> {
  const dbs: DisposableDatabase[] = [
    await createDisposableDatabase(serverUrl),
    await createDisposableDatabase(serverUrl),
  ];
  const producer = await openDataSource(dbs[0]!.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  const consumer = await openDataSource(dbs[1]!.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000, CreateEffect1763800000001],
  });
  const consumerTarget = dbs[1]!.target;
  return {
    producer,
    consumer,
    consumerUrl: consumerTarget.kind === 'postgres' ? consumerTarget.url : undefined,
    close: async () => {
      await producer.destroy();
      await consumer.destroy();
      await Promise.all(dbs.map((db) => db.drop()));
    },
  };
}

export const silentLogger = createLogger({ service: 'events-test', level: 'silent' });

/** Each transport, plus a way to put a raw delivery on its topic the way a broken producer would. */
export interface Transport {
  name: string;
  /** the database server this transport's tests use; undefined = embedded PostgreSQL */
  serverUrl: string | undefined;
  createBus(world: TestWorld, handlerRetry?: HandlerRetryOptions): EventBus;
  inject(world: TestWorld, dbs: Databases, envelope: Record<string, unknown>): Promise<void>;
  /** Makes the transport hand every event of the topic to the consumer once more. */
  redeliverAll(world: TestWorld, dbs: Databases): Promise<void>;
  /** Set when the consumers opt in to batches and concurrent partitions (ConsumerDefinition.batch). */
  batched?: boolean;
}

export const embeddedTransport: Transport = {
  name: 'embedded',
  serverUrl: undefined,
  createBus: (world, handlerRetry) =>
    new EmbeddedEventBus({ contracts: [world.AmountAdded], logger: silentLogger, handlerRetry }),
  inject: async (world, dbs, e) => {
    await dbs.producer.query(
      `INSERT INTO outbox_event (id, topic, type, version, aggregate_id, payload, trace_id, occurred_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [
        e.id,
        world.topic.name,
        e.type,
        e.version,
        e.aggregateId,
        JSON.stringify(e.payload),
        e.traceId,
        e.occurredAt,
      ],
    );
  },
  // Forgetting the read position makes the reader go over the whole outbox again.
  redeliverAll: async (_world, dbs) => {
    await dbs.consumer.query('DELETE FROM consumer_cursor');
  },
};

export function kafkaTransport(brokers: string[]): Transport {
  const kafka = new Kafka({ clientId: 'events-test', brokers, logLevel: logLevel.NOTHING });
  const send = async (world: TestWorld, messages: { key: string; value: string }[]) => {
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic: world.topic.name, messages });
    await producer.disconnect();
  };
  return {
    name: 'kafka',
    serverUrl: process.env.TEST_DATABASE_URL,
    createBus: (world, handlerRetry) =>
      new KafkaEventBus({
        brokers,
        clientId: world.service,
        topics: [world.topic],
        contracts: [world.AmountAdded],
        logger: silentLogger,
        handlerRetry,
      }),
    inject: (world, _dbs, e) => send(world, [{ key: String(e.aggregateId), value: JSON.stringify(e) }]),
    // The relay's at-least-once case: the same events published again at new offsets.
    redeliverAll: async (world, dbs) => {
      const rows: {
        id: string;
        aggregate_id: string;
        payload: unknown;
        trace_id: string;
        occurred_at: Date;
      }[] = await dbs.producer.query(
        `SELECT id, aggregate_id, payload, trace_id, occurred_at FROM outbox_event ORDER BY sequence`,
      );
      await send(
        world,
        rows.map((r) => ({
          key: r.aggregate_id,
          value: JSON.stringify({
            id: r.id,
            type: 'AmountAdded',
            version: 1,
            occurredAt: new Date(r.occurred_at).toISOString(),
            aggregateId: r.aggregate_id,
            payload: r.payload,
            traceId: r.trace_id,
          }),
        })),
      );
    },
  };
}

/**
 * Kafka with every consumer opted in to batches of a few events (so one fetch makes several) and
 * to all three partitions at once.
 */
export function batchedKafkaTransport(brokers: string[]): Transport {
  const kafka = kafkaTransport(brokers);
  return {
    ...kafka,
    name: 'kafka, batched',
    batched: true,
    createBus: (world, handlerRetry) => {
      const bus = kafka.createBus(world, handlerRetry);
      const startConsumer = bus.startConsumer.bind(bus);
      bus.startConsumer = (definition, dataSource) =>
        startConsumer(
          { ...definition, batch: { maxEvents: 7 }, partitionsConsumedConcurrently: 3 },
          dataSource,
        );
      return bus;
    },
  };
}

// The embedded transport always runs on embedded PostgreSQL: the real-services stage (TEST_KAFKA_BROKERS
// set) runs only the Kafka transports, the embedded stage having run the embedded one.
const kafkaBrokers = process.env.TEST_KAFKA_BROKERS?.split(',');
export const transports: Transport[] = kafkaBrokers
  ? [kafkaTransport(kafkaBrokers), batchedKafkaTransport(kafkaBrokers)]
  : [embeddedTransport];

type AmountAdded = EventEnvelope<{ seq: number; amount: number }>;

/**
 * The consumer of the test world: adds one effect row per AmountAdded (several at once when the
 * transport batches). When `fails` answers true for a try, the handler throws after writing its
 * row, as a handler with a bug would.
 */
export const effectConsumer = (
  world: TestWorld,
  fails: (event: AmountAdded) => boolean = () => false,
  name = world.consumerName,
) => ({
  name,
  handlers: [
    handlesMany(world.AmountAdded, async (events, manager) => {
      for (const event of events) {
        await manager.query(
          `INSERT INTO effect (event_id, aggregate_id, seq, amount) VALUES ($1, $2, $3, $4)`,
          [event.id, event.aggregateId, event.payload.seq, event.payload.amount],
        );
        if (fails(event)) throw new Error(`cannot apply seq ${event.payload.seq}`);
      }
    }),
  ],
});

export async function recordAmounts(
  world: TestWorld,
  producer: DataSource,
  aggregateId: string,
  seqs: number[],
  paddingBytes = 0,
) {
  const padding = paddingBytes > 0 ? 'x'.repeat(paddingBytes) : undefined;
  await producer.transaction((manager) =>
    recordEvents(
      manager,
      world.AmountAdded,
      seqs.map((seq) => ({ aggregateId, payload: { seq, amount: seq * 10, padding } })),
    ),
  );
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function effectCount(dbs: Databases): Promise<number> {
  const [row] = await dbs.consumer.query('SELECT count(*) AS n FROM effect');
  return Number(row.n);
}
