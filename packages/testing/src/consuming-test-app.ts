import type { INestApplication } from '@nestjs/common';
import type { EventContract } from '@sfl/events';
import { type FedTestApp, startTestAppFedBy } from './stand-in-producers';
import type { TestAppDependencies } from './test-app';

export interface ConsumingTestApp extends FedTestApp {
  /**
   * Records an event in the stand-in producers' outbox (by the contract's topic) and waits until
   * the service has applied it; returns the event's id. `occurredAt` (default now): when its producer
   * recorded it, for an event that reaches the service later.
   */
  publish<P>(contract: EventContract<P>, aggregateId: string, payload: P, occurredAt?: Date): Promise<string>;
  /** Records an event as publish does, without waiting: several at once, then `applied`. */
  record<P>(contract: EventContract<P>, aggregateId: string, payload: P): Promise<string>;
  /** Waits until the service has applied every one of the events. */
  applied(eventIds: readonly string[]): Promise<void>;
  /** Delivers every published event again, as a broker replaying its topics would, and waits for it. */
  redeliverAll(): Promise<void>;
}

/**
 * The real service on a fresh database, consuming the `sources`' topics from one stand-in
 * producers' outbox through the embedded event bus, as in the embedded mode; tests publish
 * events and wait until the service applied them.
 */
export async function startConsumingTestApp(
  sources: readonly string[],
  createApp: (dependencies: TestAppDependencies) => Promise<INestApplication>,
): Promise<ConsumingTestApp> {
  const app = await startTestAppFedBy(sources, createApp);
  const { standIns } = app;
  const producers = standIns.dataSource;

  // The service has applied an event when its processed_event row exists.
  const applied = (eventIds: readonly string[]) =>
    until(`${eventIds.length} events applied`, async () => {
      const [{ count }] = (await app.dataSource.query(
        'SELECT count(DISTINCT event_id)::int AS count FROM processed_event WHERE event_id = ANY($1::uuid[])',
        [eventIds],
      )) as { count: number }[];
      return count === eventIds.length;
    });
  const record = async <P>(contract: EventContract<P>, aggregateId: string, payload: P, occurredAt?: Date) =>
    (await standIns.record(contract, aggregateId, payload, occurredAt)).id;

  return {
    ...app,
    record,
    applied,
    publish: async (contract, aggregateId, payload, occurredAt) => {
      const eventId = await record(contract, aggregateId, payload, occurredAt);
      await applied([eventId]);
      return eventId;
    },
    redeliverAll: async () => {
      // Forgetting the read positions makes the consumers go over the whole outbox again.
      const ends: { topic: string; last: string }[] = await producers.query(
        'SELECT topic, max(sequence)::text AS last FROM outbox_event GROUP BY topic',
      );
      await app.dataSource.query('DELETE FROM consumer_cursor');
      await until(`redelivery of ${ends.length} topics`, async () => {
        for (const { topic, last } of ends) {
          const [{ behind, cursors }] = (await app.dataSource.query(
            `SELECT count(*) FILTER (WHERE position < $2)::int AS behind, count(*)::int AS cursors
             FROM consumer_cursor WHERE source = $1`,
            [topic, last],
          )) as { behind: number; cursors: number }[];
          if (cursors === 0 || behind > 0) return false;
        }
        return true;
      });
    },
  };
}

/** Polls `done` until it holds (15 s at most by default): consumers apply events asynchronously. */
export async function until(what: string, done: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
