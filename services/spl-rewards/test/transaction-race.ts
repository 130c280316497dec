import { randomUUID } from 'node:crypto';
import type { ConsumerDefinition, EventContract, EventEnvelope } from '@sfl/events';
import { until } from '@sfl/testing';
import type { DataSource, EntityManager } from 'typeorm';

/** What one consumer's transaction does. */
export type Work = (manager: EntityManager) => Promise<void>;

/**
 * Two consumers (two Kafka partitions) applying events at the same moment: applies `first` and
 * holds its transaction open until `second` has finished or waits for a lock of this database;
 * then commits both. Answers which it was. Needs a PostgreSQL server: the embedded database runs
 * one transaction at a time.
 */
export async function race(
  dataSource: DataSource,
  first: Work,
  second: Work,
): Promise<'second waited' | 'second finished'> {
  let commit!: () => void;
  let applied!: () => void;
  const firstApplied = new Promise<void>((resolve) => (applied = resolve));
  const held = dataSource.transaction(async (manager) => {
    await first(manager);
    applied();
    await new Promise<void>((resolve) => (commit = resolve));
  });
  await firstApplied;
  const secondDone = dataSource.transaction(second);
  const outcome = await Promise.race([
    secondDone.then(() => 'second finished' as const),
    until('the second transaction waiting for a lock', () => waitingOnLock(dataSource)).then(
      () => 'second waited' as const,
    ),
  ]);
  commit();
  await Promise.all([held, secondDone]);
  return outcome;
}

/** A consumer's handler of `contract`, to run in a transaction the test controls. */
export function handlerOf<P>(
  definition: ConsumerDefinition,
  contract: EventContract<P>,
): (payload: P) => Work {
  const handler = definition.handlers.find(
    (candidate) => candidate.contract === (contract as EventContract),
  )!;
  return (payload) => (manager) =>
    handler.handle(envelope(contract, payload) as EventEnvelope<never>, manager);
}

// A session of this test's database waiting for a lock (advisory, row, or another's insert).
async function waitingOnLock(dataSource: DataSource): Promise<boolean> {
  const [{ waiting }] = (await dataSource.query(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  )) as { waiting: number }[];
  return waiting > 0;
}

function envelope<P>(contract: EventContract<P>, payload: P): EventEnvelope<P> {
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    aggregateId: randomUUID(),
    payload,
    traceId: randomUUID(),
  };
}
