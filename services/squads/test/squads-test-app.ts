import type { EventContract } from '@sfl/events';
import { startTestAppFedBy, type TestApp } from '@sfl/testing';
import { createSquadsApp } from '../src/create-squads-app';

export interface SquadsTestApp extends TestApp {
  /**
   * Records an event in the stand-in producers' outbox (users, matches or nft, by the contract's
   * topic) and waits until squads has applied it; returns the event's id.
   */
  publish<P>(contract: EventContract<P>, aggregateId: string, payload: P): Promise<string>;
  /** Records an event as publish does, without waiting: several at once, then `applied`. */
  record<P>(contract: EventContract<P>, aggregateId: string, payload: P): Promise<string>;
  /** Waits until squads has applied every one of the events. */
  applied(eventIds: readonly string[]): Promise<void>;
  /** Delivers every published event again, as a broker replaying its topics would, and waits for it. */
  redeliverAll(): Promise<void>;
}

/** The services whose events squads consumes. */
const SQUADS_SOURCES = ['users', 'matches', 'nft'];

/**
 * The real squads subgraph on a fresh database, consuming users.events, matches.events and
 * nft.events from one stand-in producers' outbox through the embedded event bus, as in the
 * embedded mode.
 */
export async function startSquadsTestApp(): Promise<SquadsTestApp> {
  const app = await startTestAppFedBy(SQUADS_SOURCES, createSquadsApp);
  const { standIns } = app;
  const producers = standIns.dataSource;

  // A squads consumer has applied an event when its processed_event row exists.
  const applied = (eventIds: readonly string[]) =>
    until(`${eventIds.length} events applied`, async () => {
      const [{ count }] = (await app.dataSource.query(
        'SELECT count(DISTINCT event_id)::int AS count FROM processed_event WHERE event_id = ANY($1::uuid[])',
        [eventIds],
      )) as { count: number }[];
      return count === eventIds.length;
    });
  const record = async <P>(contract: EventContract<P>, aggregateId: string, payload: P) =>
    (await standIns.record(contract, aggregateId, payload)).id;

  return {
    ...app,
    record,
    applied,
    publish: async (contract, aggregateId, payload) => {
      const eventId = await record(contract, aggregateId, payload);
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

/** Polls `done` until it holds (15 s at most): the consumers apply events asynchronously. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
