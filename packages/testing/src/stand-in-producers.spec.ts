import { randomUUID } from 'node:crypto';
import { openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, defineEvent, EmbeddedEventBus, handles } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type StandInProducers, startStandInProducers } from './stand-in-producers';
import { createTestDatabase } from './test-database';

const Counted = defineEvent({
  topic: 'standin.events',
  type: 'Counted',
  version: 1,
  payload: z.object({ n: z.number().int() }),
});

// A consumer fed from the stand-in outbox by the embedded transport, as the services' harnesses do.
describe('stand-in producers', () => {
  let standIns: StandInProducers;
  let bus: EmbeddedEventBus;
  let consumer: DataSource;
  let dropConsumer: () => Promise<void>;
  const delivered: number[] = [];

  beforeAll(async () => {
    standIns = await startStandInProducers();
    const database = await createTestDatabase();
    dropConsumer = () => database.drop();
    consumer = await openDataSource(database.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000],
    });
    bus = new EmbeddedEventBus({
      contracts: [Counted],
      logger: createLogger({ service: 'test', level: 'silent' }),
    });
    await standIns.publishOn(bus, ['standin']);
    await bus.startConsumer(
      {
        name: 'counter',
        handlers: [handles(Counted, async (event) => void delivered.push(event.payload.n))],
      },
      consumer,
    );
  });
  afterAll(async () => {
    await bus?.stop();
    await consumer?.destroy();
    await dropConsumer?.();
    await standIns?.close();
  });
  beforeEach(() => {
    delivered.length = 0;
  });

  const until = async (count: number) => {
    for (let attempt = 0; attempt < 600 && delivered.length < count; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 25));
  };

  it('should deliver every event of a burst recorded at once, in the order of the calls', async () => {
    const burst = Array.from({ length: 40 }, (_, n) => n);

    await Promise.all(burst.map((n) => standIns.record(Counted, randomUUID(), { n })));
    await until(burst.length);

    expect(delivered).toEqual(burst);
  });

  it('should keep counting the sequence across a reset, so a reader past the old rows misses no new one', async () => {
    const [before] = (await standIns.dataSource.query(
      'SELECT max(sequence)::int AS last FROM outbox_event',
    )) as {
      last: number;
    }[];

    await standIns.reset();
    const [first, second] = await standIns.recordMany(Counted, [
      { aggregateId: randomUUID(), payload: { n: 1 } },
      { aggregateId: randomUUID(), payload: { n: 2 } },
    ]);
    await until(2);

    const rows = (await standIns.dataSource.query(
      'SELECT id, sequence::int AS sequence FROM outbox_event ORDER BY sequence',
    )) as {
      id: string;
      sequence: number;
    }[];
    expect(rows.map((row) => row.id)).toEqual([first!.id, second!.id]);
    expect(rows[0]!.sequence).toBeGreaterThan(before!.last);
    expect(delivered).toEqual([1, 2]);
  });
});
