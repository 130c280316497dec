import { randomUUID } from 'node:crypto';
import { type EventBus, type EventEnvelope, recordEvent, type SetAside } from '../src';
import {
  type Databases,
  effectConsumer,
  effectCount,
  openDatabases,
  recordAmounts,
  type TestWorld,
  testWorld,
  transports,
  waitFor,
} from './bus-harness';

// Consumer groups joining a real broker take seconds, not milliseconds.
jest.setTimeout(90_000);

// One contract for every transport: the same tests, unchanged (Kafka when TEST_KAFKA_BROKERS is set, the
// embedded transport otherwise, so the suite runs on @both-test-stages).
describe.each(transports)('event bus contract ($name)', (transport) => {
  let world: TestWorld;
  let dbs: Databases;
  let bus: EventBus;

  const start = async () => {
    bus = transport.createBus(world);
    await bus.startPublishing(world.service, dbs.producer);
    await bus.startConsumer(effectConsumer(world), dbs.consumer);
  };

  beforeEach(async () => {
    world = testWorld();
    dbs = await openDatabases(transport.serverUrl);
    await start();
  });
  afterEach(async () => {
    await bus.stop();
    await dbs.close();
  });

  const applied = async (aggregateId: string) =>
    (
      await dbs.consumer.query('SELECT seq FROM effect WHERE aggregate_id = $1 ORDER BY applied', [
        aggregateId,
      ])
    ).map((row: { seq: number }) => row.seq);

  it('should apply every recorded event exactly once and in order per aggregate', async () => {
    const aggregates = ['a', 'b', 'c', 'd', 'e'];
    for (let batch = 0; batch < 6; batch++) {
      await Promise.all(
        aggregates.map((id) =>
          recordAmounts(
            world,
            dbs.producer,
            id,
            Array.from({ length: 10 }, (_, i) => batch * 10 + i),
          ),
        ),
      );
    }
    await waitFor(async () => (await effectCount(dbs)) >= 300, 60_000, '300 effects');
    expect(await effectCount(dbs)).toBe(300);
    for (const id of aggregates) expect(await applied(id)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const [{ total }] = await dbs.consumer.query('SELECT sum(amount) AS total FROM effect');
    expect(Number(total)).toBe(5 * 10 * ((59 * 60) / 2));
  });

  it('should deliver in order events that together exceed what a broker takes in one request', async () => {
    // 40 events of 60 KB recorded at once on one aggregate (one partition): 2.4 MB, where a
    // partition's batch on the broker is limited to 1 MB.
    await recordAmounts(
      world,
      dbs.producer,
      'large',
      Array.from({ length: 40 }, (_, i) => i),
      60_000,
    );
    await waitFor(async () => (await effectCount(dbs)) >= 40, 60_000, '40 effects');
    expect(await applied('large')).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('should never deliver an event whose transaction rolled back', async () => {
    await expect(
      dbs.producer.transaction(async (manager) => {
        await recordEvent(manager, world.AmountAdded, {
          aggregateId: 'ghost',
          payload: { seq: 1, amount: 1 },
        });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await recordAmounts(world, dbs.producer, 'marker', [1]);
    await waitFor(async () => (await effectCount(dbs)) >= 1, 30_000, 'the marker');
    expect(await applied('ghost')).toEqual([]);
  });

  it('should change nothing when every event is delivered again', async () => {
    await recordAmounts(world, dbs.producer, 'x', [1, 2, 3, 4, 5]);
    await waitFor(async () => (await effectCount(dbs)) >= 5, 30_000, 'five effects');
    await transport.redeliverAll(world, dbs);
    await recordAmounts(world, dbs.producer, 'x', [6]);
    await waitFor(async () => (await applied('x')).includes(6), 30_000, 'the event after the redelivery');
    expect(await applied('x')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('should set aside an invalid or unknown event with its reason and apply the ones behind it', async () => {
    const envelope = (overrides: Record<string, unknown>) => ({
      id: randomUUID(),
      type: 'AmountAdded',
      version: 1,
      occurredAt: new Date().toISOString(),
      aggregateId: 'p',
      payload: { seq: 1, amount: 10 },
      traceId: 't',
      ...overrides,
    });
    await recordAmounts(world, dbs.producer, 'p', [1]);
    await transport.inject(world, dbs, envelope({ payload: { seq: 'two', amount: 20 } }));
    await transport.inject(world, dbs, envelope({ type: 'SomethingNobodyKnows' }));
    await recordAmounts(world, dbs.producer, 'p', [3]);
    await waitFor(async () => (await applied('p')).includes(3), 30_000, 'the event behind the poison');
    expect(await applied('p')).toEqual([1, 3]);
    const dead: { reason: string }[] = await dbs.consumer.query(
      'SELECT reason FROM dead_letter_event ORDER BY failed_at',
    );
    expect(dead.map((d) => d.reason)).toEqual([
      expect.stringMatching(/^invalid payload for AmountAdded@v1/),
      'unknown event type SomethingNobodyKnows@v1',
    ]);
  });

  it('should retry a failing handler, then set its event aside with the reason, once, and apply the ones behind it', async () => {
    await bus.stop();
    const tries = new Map<number, number>();
    // seq 2 never applies; seq 3 fails twice, then applies.
    const fails = ({ payload: { seq } }: { payload: { seq: number } }) => {
      const tried = (tries.get(seq) ?? 0) + 1;
      tries.set(seq, tried);
      return seq === 2 || (seq === 3 && tried <= 2);
    };
    bus = transport.createBus(world, { attempts: 4, initialDelayMs: 10, maxDelayMs: 20 });
    await bus.startPublishing(world.service, dbs.producer);
    await bus.startConsumer(effectConsumer(world, fails, `${world.consumerName}-retry`), dbs.consumer);

    await recordAmounts(world, dbs.producer, 'f', [1, 2, 3, 4]);
    await waitFor(async () => (await applied('f')).includes(4), 30_000, 'the events behind the failing one');

    expect(await applied('f')).toEqual([1, 3, 4]);
    // Batched, the batch's own try comes first: seq 2 fails in it, then four times alone; seq 1 is
    // tried in it when it shares seq 2's batch, then alone.
    const triesOf2 = transport.batched ? 5 : 4;
    expect(Object.fromEntries(tries)).toEqual({
      1: transport.batched ? expect.any(Number) : 1,
      2: triesOf2,
      3: 3,
      4: 1,
    });
    const [{ id: failed }] = await dbs.producer.query(
      `SELECT id FROM outbox_event WHERE payload->>'seq' = '2'`,
    );
    const deadLetters = () => dbs.consumer.query('SELECT event_id, reason FROM dead_letter_event');
    expect(await deadLetters()).toEqual([
      { event_id: failed, reason: 'handler failed 4 times: cannot apply seq 2' },
    ]);
    const processed = await dbs.consumer.query('SELECT 1 FROM processed_event WHERE event_id = $1', [failed]);
    expect(processed).toHaveLength(1);

    // Delivered again, the event set aside is not tried again.
    await transport.redeliverAll(world, dbs);
    await recordAmounts(world, dbs.producer, 'f', [5]);
    await waitFor(async () => (await applied('f')).includes(5), 30_000, 'the event after the redelivery');
    expect(await applied('f')).toEqual([1, 3, 4, 5]);
    expect(tries.get(2)).toBe(triesOf2);
    expect(await deadLetters()).toHaveLength(1);
  });

  it('should report a consumer behind while it is, 0 once it caught up, its parts running and what it set aside', async () => {
    await bus.stop();
    const consumer = `${world.consumerName}-lag`;
    // seq 1 fails, tried again every 50 ms, until released: the consumer stays behind meanwhile.
    let held = true;
    bus = transport.createBus(world, { attempts: 10_000, initialDelayMs: 50, maxDelayMs: 50 });
    const setAside: SetAside[] = [];
    bus.onSetAside((event) => setAside.push(event));
    await bus.startPublishing(world.service, dbs.producer);
    await bus.startConsumer(
      effectConsumer(world, ({ payload: { seq } }) => seq === 1 && held, consumer),
      dbs.consumer,
    );
    const backlog = async () => {
      const { consumerLag, outbox, deadLetters } = await bus.backlog();
      return {
        lag: consumerLag.find((row) => row.consumer === consumer && row.topic === world.topic.name)?.events,
        outbox: outbox.find((row) => row.service === world.service)?.events,
        deadLetters: deadLetters.find((row) => row.consumer === consumer)?.events,
      };
    };

    await recordAmounts(world, dbs.producer, 'lag', [1, 2, 3]);
    await waitFor(async () => (await backlog()).lag === 3, 30_000, 'a lag of 3');
    // Kafka: the relay published the three; embedded: the consumer has not read them.
    expect(await backlog()).toEqual({
      lag: 3,
      outbox: transport.name === 'embedded' ? 3 : 0,
      deadLetters: 0,
    });
    expect(bus.parts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'publisher', service: world.service, running: true }),
        expect.objectContaining({ kind: 'consumer', name: consumer, running: true }),
      ]),
    );

    held = false;
    await transport.inject(world, dbs, {
      id: randomUUID(),
      type: 'SomethingNobodyKnows',
      version: 1,
      occurredAt: new Date().toISOString(),
      aggregateId: 'lag',
      payload: {},
      traceId: 't',
    });
    await waitFor(async () => (await backlog()).lag === 0, 30_000, 'the lag back at 0');
    expect(await backlog()).toEqual({ lag: 0, outbox: 0, deadLetters: 1 });
    expect(await applied('lag')).toEqual([1, 2, 3]);
    expect(setAside).toEqual([expect.objectContaining({ consumer, topic: world.topic.name })]);

    await bus.stop();
    expect(bus.parts().filter((part) => part.kind === 'consumer')).toEqual([
      expect.objectContaining({ name: consumer, running: false }),
    ]);
  });

  it('should hand every event recorded from now on to every live listener, and none from before', async () => {
    await recordAmounts(world, dbs.producer, 'before', [1]);
    await waitFor(async () => (await effectCount(dbs)) >= 1, 30_000, 'the earlier event');
    const heard: { first: number[]; second: number[] } = { first: [], second: [] };
    const seqOf = (event: EventEnvelope) => (event.payload as { seq: number }).seq;
    await bus.listenLive([world.topic.name], (event) => heard.first.push(seqOf(event)));
    await bus.listenLive([world.topic.name], (event) => heard.second.push(seqOf(event)));
    // The new group's first fetch settles where the topic ends.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await recordAmounts(world, dbs.producer, 'live', [10, 11, 12]);
    await waitFor(async () => heard.first.length >= 3 && heard.second.length >= 3, 30_000, 'live events');
    expect(heard).toEqual({ first: [10, 11, 12], second: [10, 11, 12] });
  });

  it('should resume after a stop without losing or repeating events recorded meanwhile', async () => {
    await recordAmounts(
      world,
      dbs.producer,
      'r',
      Array.from({ length: 50 }, (_, i) => i),
    );
    await waitFor(async () => (await effectCount(dbs)) >= 50, 30_000, 'the first 50');
    await bus.stop();
    await recordAmounts(
      world,
      dbs.producer,
      'r',
      Array.from({ length: 50 }, (_, i) => 50 + i),
    );
    await start();
    await waitFor(async () => (await effectCount(dbs)) >= 100, 30_000, 'all 100');
    expect(await applied('r')).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});
