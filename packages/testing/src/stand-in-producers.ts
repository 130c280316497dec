import { type DisposableDatabase, openDataSource } from '@sfl/database';
import {
  CreateEventTables1763800000000,
  type EventBus,
  type EventContract,
  type EventEnvelope,
  type NewEvent,
  recordEvents,
} from '@sfl/events';
import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp, type TestAppDependencies } from './test-app';
import { createTestDatabase } from './test-database';

/** An event to record: what recordEvent takes besides the contract. */
export type StandInEvent<P> = NewEvent<P>;

/**
 * One outbox standing in for the services a test does not run: what a test records in it reaches
 * the service under test's consumers as if those services had published it (embedded transport).
 */
export interface StandInProducers {
  /** its outbox_event table, for reading what was recorded */
  dataSource: DataSource;
  /** Makes the bus read `services`' topics from this outbox; call before the consumers start. */
  publishOn(eventBus: EventBus, services: readonly string[]): Promise<void>;
  /** Records one event in a transaction of its own (see recordMany), as of `occurredAt` (default now). */
  record<P>(
    contract: EventContract<P>,
    aggregateId: string,
    payload: P,
    occurredAt?: Date,
  ): Promise<EventEnvelope<P>>;
  /**
   * Records the events in one transaction, in order. Calls take turns, even when a test starts
   * several at once: the embedded reader follows the outbox by sequence, so a row that commits
   * after a later one (concurrent transactions on a server) would be skipped.
   */
  recordMany<P>(contract: EventContract<P>, events: readonly StandInEvent<P>[]): Promise<EventEnvelope<P>[]>;
  /**
   * Empties the outbox between tests. Its sequence keeps counting (no RESTART IDENTITY): a reader
   * still holding a position from before must not skip the next test's first events.
   */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startStandInProducers(): Promise<StandInProducers> {
  const database: DisposableDatabase = await createTestDatabase();
  const dataSource = await openDataSource(database.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  let previous: Promise<unknown> = Promise.resolve();
  const recordMany = <P>(contract: EventContract<P>, events: readonly StandInEvent<P>[]) => {
    const recorded = previous.then(() =>
      dataSource.transaction((manager) => recordEvents(manager, contract, events)),
    );
    previous = recorded.catch(() => undefined);
    return recorded;
  };
  return {
    dataSource,
    publishOn: async (eventBus, services) => {
      for (const service of services) await eventBus.startPublishing(service, dataSource);
    },
    record: async (contract, aggregateId, payload, occurredAt) =>
      (await recordMany(contract, [{ aggregateId, payload, occurredAt }]))[0]!,
    recordMany,
    reset: async () => {
      await previous;
      await dataSource.query('DELETE FROM outbox_event');
    },
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export interface FedTestApp extends TestApp {
  /** where the test records what the sources would publish */
  standIns: StandInProducers;
}

/**
 * startTestApp for a service whose consumers read the `sources`' topics, from stand-in producers
 * that reset and close with it.
 */
export async function startTestAppFedBy(
  sources: readonly string[],
  createApp: (dependencies: TestAppDependencies) => Promise<INestApplication>,
): Promise<FedTestApp> {
  const standIns = await startStandInProducers();
  const app = await startTestApp(async (dependencies) => {
    await standIns.publishOn(dependencies.eventBus, sources);
    return createApp(dependencies);
  });
  return {
    ...app,
    standIns,
    reset: async () => {
      // The outbox first: the consumers' positions are emptied with the service's tables.
      await standIns.reset();
      await app.reset();
    },
    close: async () => {
      await app.close();
      await standIns.close();
    },
  };
}
