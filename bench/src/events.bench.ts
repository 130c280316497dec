import { randomUUID } from 'node:crypto';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import {
  CreateEventTables1763800000000,
  defineEvent,
  EmbeddedEventBus,
  type EventBus,
  handles,
  KafkaEventBus,
  recordEvent,
} from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CreateBenchEffect1763900000000 } from './bench-effect';
import { benchKafka } from './bench-kafka';
import { knob } from './smoke';

// End-to-end event figures (from the producer's commit to the consumer's effect), for the
// embedded transport and the Kafka transport in one run:
// - throughput: BENCH_EVENTS (default 5000) recorded as fast as one producer can, BENCH_BATCH
//   (default 10) per transaction; events per second until the last effect is applied;
// - latency: BENCH_PACED_EVENTS (default 1000) recorded one per transaction at BENCH_RATE
//   (default 100) per second, so queueing does not dominate; p50 and p99 per event.
// POSTGRES_URL: the Kafka run's database server; KAFKA_BROKERS: else the project's broker is started.
const EVENTS = knob('BENCH_EVENTS', 5_000, 200);
const BATCH = knob('BENCH_BATCH', 10, 10);
const PACED_EVENTS = knob('BENCH_PACED_EVENTS', 1_000, 50);
const RATE = knob('BENCH_RATE', 100, 100);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const logger = createLogger({ service: 'bench', level: 'error' });

interface Figures {
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

type Pace =
  { kind: 'flat-out'; events: number; batch: number } | { kind: 'paced'; events: number; perSecond: number };

async function measure(transport: 'embedded' | 'kafka', brokers: string[], pace: Pace): Promise<Figures> {
  const service = `bench-${randomUUID().slice(0, 8)}`;
  const Tick = defineEvent({
    topic: `${service}.events`,
    type: 'Tick',
    version: 1,
    payload: z.object({ n: z.number().int() }),
  });
  const serverUrl = transport === 'kafka' ? POSTGRES_URL : undefined;
  const databases = [await createDisposableDatabase(serverUrl), await createDisposableDatabase(serverUrl)];
  const producer = await openDataSource(databases[0]!.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  const consumer = await openDataSource(databases[1]!.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000, CreateBenchEffect1763900000000],
  });
  const bus: EventBus =
    transport === 'kafka'
      ? new KafkaEventBus({
          brokers,
          clientId: service,
          topics: [{ name: Tick.topic, partitions: 6 }],
          contracts: [Tick],
          logger,
        })
      : new EmbeddedEventBus({ contracts: [Tick], logger });
  await bus.startPublishing(service, producer);
  await bus.startConsumer(
    {
      name: `${service}-consumer`,
      handlers: [
        handles(Tick, (event, manager) =>
          manager.query('INSERT INTO bench_effect (event_id, occurred_at) VALUES ($1, $2)', [
            event.id,
            event.occurredAt,
          ]),
        ),
      ],
    },
    consumer,
  );
  try {
    const started = Date.now();
    const batch = pace.kind === 'flat-out' ? pace.batch : 1;
    for (let n = 0; n < pace.events; n += batch) {
      await producer.transaction(async (manager) => {
        for (let i = n; i < Math.min(n + batch, pace.events); i++) {
          await recordEvent(manager, Tick, { aggregateId: `a${i % 32}`, payload: { n: i } });
        }
      });
      if (pace.kind === 'paced') {
        const due = started + ((n + 1) * 1000) / pace.perSecond;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      }
    }
    await waitForEffects(consumer, pace.events);
    const seconds = (Date.now() - started) / 1000;
    const [row] = await consumer.query(`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM applied_at - occurred_at)) * 1000 AS p50,
             percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM applied_at - occurred_at)) * 1000 AS p99
      FROM bench_effect`);
    return { eventsPerSecond: pace.events / seconds, p50Ms: Number(row.p50), p99Ms: Number(row.p99) };
  } finally {
    await bus.stop();
    await producer.destroy();
    await consumer.destroy();
    await Promise.all(databases.map((db) => db.drop()));
  }
}

async function waitForEffects(consumer: DataSource, expected: number) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const [row] = await consumer.query('SELECT count(*) AS n FROM bench_effect');
    if (Number(row.n) >= expected) return;
    if (Date.now() > deadline) throw new Error(`only ${row.n} of ${expected} events arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main() {
  const kafka = await benchKafka();
  const { brokers } = kafka;
  try {
    const flatOut: Pace = { kind: 'flat-out', events: EVENTS, batch: BATCH };
    const paced: Pace = { kind: 'paced', events: PACED_EVENTS, perSecond: RATE };
    const results = {
      embedded: {
        throughput: await measure('embedded', brokers, flatOut),
        latency: await measure('embedded', brokers, paced),
      },
      kafka: {
        throughput: await measure('kafka', brokers, flatOut),
        latency: await measure('kafka', brokers, paced),
      },
    };
    const row = (name: string, r: { throughput: Figures; latency: Figures }) =>
      `${name.padEnd(44)} ${r.throughput.eventsPerSecond.toFixed(0).padStart(10)} ${r.latency.p50Ms.toFixed(1).padStart(9)} ${r.latency.p99Ms.toFixed(1).padStart(9)}`;
    process.stdout.write(
      [
        '',
        `commit → consumer effect, one consumer; throughput: ${EVENTS} events, ${BATCH} per transaction, flat out;`,
        `latency: ${PACED_EVENTS} events, one per transaction, at ${RATE}/s`,
        `${'transport'.padEnd(44)} ${'events/s'.padStart(10)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`,
        row('embedded (PGlite outbox read directly)', results.embedded),
        row('kafka (PostgreSQL outbox → relay → Kafka)', results.kafka),
        '',
      ].join('\n'),
    );
  } finally {
    await kafka.release();
  }
}

void main();
