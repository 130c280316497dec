import { type DisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, type EventContract, recordEvent } from '@sfl/events';
import { createTestDatabase, resetDatabase, startTestApp, type TestApp } from '@sfl/testing';
import type { DataSource } from 'typeorm';
import { createSquadsApp } from '../src/create-squads-app';

export interface SquadsTestApp extends TestApp {
  /**
   * Records an event in the stand-in producers' outbox (users, matches or nft, by the contract's
   * topic) and waits until squads has applied it; returns the event's id.
   */
  publish<P>(contract: EventContract<P>, aggregateId: string, payload: P): Promise<string>;
  /** Delivers every published event again, as a broker replaying its topics would, and waits for it. */
  redeliverAll(): Promise<void>;
}

/**
 * The real squads subgraph on a fresh database, consuming users.events, matches.events and
 * nft.events from one stand-in producers' outbox through the embedded event bus, as in the
 * embedded mode.
 */
export async function startSquadsTestApp(): Promise<SquadsTestApp> {
  const producersDatabase: DisposableDatabase = await createTestDatabase();
  const producers: DataSource = await openDataSource(producersDatabase.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  const app = await startTestApp(async (dependencies) => {
    for (const service of ['users', 'matches', 'nft']) {
      await dependencies.eventBus.startPublishing(service, producers);
    }
    return createSquadsApp(dependencies);
  });

  // A squads consumer has applied the event when its processed_event row exists.
  const applied = (eventId: string) =>
    until(`event ${eventId} applied`, async () => {
      const rows: unknown[] = await app.dataSource.query(
        'SELECT 1 FROM processed_event WHERE event_id = $1',
        [eventId],
      );
      return rows.length > 0;
    });

  return {
    ...app,
    publish: async (contract, aggregateId, payload) => {
      const event = await recordEvent(producers.manager, contract, { aggregateId, payload });
      await applied(event.id);
      return event.id;
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
    reset: async () => {
      // The producers' outbox first: the consumers' cursors are emptied with the squads tables.
      await resetDatabase(producers);
      await app.reset();
    },
    close: async () => {
      await app.close();
      await producers.destroy();
      await producersDatabase.drop();
    },
  };
}

/** Polls `done` until it holds (5 s at most): the consumers apply events asynchronously. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
