import { randomUUID } from 'node:crypto';
import { MemoryStore } from '@sfl/cache';
import {
  FixtureLocked,
  FootballerRegistered,
  LineupLocked,
  MatchActionRecorded,
  type Position,
  positionGroupOf,
} from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import {
  type ConsumerDefinition,
  CreateEventTables1763800000000,
  type EventBus,
  KafkaEventBus,
  recordEvents,
} from '@sfl/events';
import { createLogger } from '@sfl/logging';

import { DataSource } from 'typeorm';
import { createSplRewardsApp } from '../src/create-spl-rewards-app';
import { measuringKafkaBus } from './measure-kafka-bus';

// `node dist/scripts/measure-rewards-consumer.js`: the rewards consumer alone on Kafka, fed by a
// stand-in producer's outbox through the relay: FOOTBALLERS footballers, MANAGERS lineups of 11
// (each footballer in about 22), then ACTIONS goals over 60 matches (by a random footballer of the match) recorded
// at RATE per second (those due every 10 ms in one producer transaction). Prints actions/s (first commit to last
// reward) and p50/p99 from each action's commit to its rewards (awarded_at, set in the consumer's
// transaction just before it commits). UNBATCHED=1 strips the consumer's opt-ins (batch,
// partitionsConsumedConcurrently): one message, one partition at a time, as before;
// PARTITIONS_AT_ONCE=n overrides the consumer's partitionsConsumedConcurrently, BATCH_EVENTS=n its
// batch.maxEvents.
const FOOTBALLERS = Number(process.env.FOOTBALLERS ?? 500);
const MANAGERS = Number(process.env.MANAGERS ?? 1_000);
const ACTIONS = Number(process.env.ACTIONS ?? 5_000);
const RATE = Number(process.env.RATE ?? 1_000);
const TICK_MS = 10;
const UNBATCHED = process.env.UNBATCHED === '1';
const BATCH_EVENTS = process.env.BATCH_EVENTS ? Number(process.env.BATCH_EVENTS) : undefined;
const PARTITIONS_AT_ONCE = process.env.PARTITIONS_AT_ONCE
  ? Number(process.env.PARTITIONS_AT_ONCE)
  : undefined;
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSITIONS: Position[] = ['GK', 'CB', 'CM', 'ST'];
const CLUB = { id: randomUUID(), name: 'Northfield Rovers', shortName: 'NFR' };
const OTHER = { id: randomUUID(), name: 'Eastport Albion', shortName: 'EPA' };

async function main(): Promise<void> {
  const logger = createLogger({ service: 'measure', level: 'error' });
  const bus = measuringKafkaBus('measure', logger);
  const eventBus = reshaped(bus, (definition) => {
    if (!UNBATCHED)
      return {
        ...definition,
        batch: definition.batch && {
          ...definition.batch,
          maxEvents: BATCH_EVENTS ?? definition.batch.maxEvents,
        },
        partitionsConsumedConcurrently: PARTITIONS_AT_ONCE ?? definition.partitionsConsumedConcurrently,
      };
    const { batch: _batch, partitionsConsumedConcurrently: _concurrently, ...unbatched } = definition;
    return unbatched;
  });
  const producerDb = await createDisposableDatabase(POSTGRES_URL);
  const splDb = await createDisposableDatabase(POSTGRES_URL);
  const producer = await openDataSource(producerDb.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  await bus.startPublishing('stand-ins', producer);
  const app = await createSplRewardsApp(
    { database: splDb.target, store: new MemoryStore(), internalSecret: randomUUID(), logger, eventBus },
    ['rewards'],
  );
  const spl = app.get(DataSource);
  try {
    const footballers = Array.from({ length: FOOTBALLERS }, (_, i) => ({
      footballerId: randomUUID(),
      position: POSITIONS[i % POSITIONS.length]!,
    }));
    await producer.transaction(async (manager) => {
      await recordEvents(
        manager,
        FootballerRegistered,
        footballers.map(({ footballerId, position }, i) => ({
          aggregateId: footballerId,
          payload: { footballerId, name: `Player ${i}`, club: CLUB, position, overall: 80, rarity: 'RARE' },
        })),
      );
      await recordEvents(
        manager,
        LineupLocked,
        Array.from({ length: MANAGERS }, () => {
          const managerId = randomUUID();
          const starters = pick(footballers, 11);
          return {
            aggregateId: managerId,
            payload: {
              managerId,
              gameweek: 1,
              formation: '4-3-3' as const,
              starters: starters.map(({ footballerId, position }, slot) => ({
                cardId: randomUUID(),
                footballerId,
                group: positionGroupOf(position),
                slot,
              })),
              bench: [],
              captainFootballerId: starters[0]!.footballerId,
              viceCaptainFootballerId: null,
              lockedAt: new Date().toISOString(),
            },
          };
        }),
      );
    });
    // The matches kick off with no lineup changed (squads' FixtureLocked): their actions pay at once.
    const matches = Array.from({ length: 60 }, () => randomUUID());
    await producer.transaction((manager) =>
      recordEvents(
        manager,
        FixtureLocked,
        matches.map((matchId) => ({
          aggregateId: matchId,
          payload: { matchId, gameweek: 1, lineupChangesBefore: 0, lockedAt: new Date().toISOString() },
        })),
      ),
    );
    await until(
      async () =>
        (await count(spl, 'SELECT count(*) FROM processed_event')) >= FOOTBALLERS + MANAGERS + matches.length,
    );

    const committed = new Map<string, number>();
    const goal = (n: number) => {
      // A footballer plays in one match of the gameweek: footballer f in match f mod 60.
      const match = n % matches.length;
      const matchId = matches[match]!;
      const playing = footballers.filter((_, f) => f % matches.length === match);
      const scorer = playing[Math.floor(Math.random() * playing.length)]!;
      const snapshot = { matchId, gameweek: 1, homeClub: CLUB, awayClub: OTHER, homeScore: 1, awayScore: 0 };
      return {
        aggregateId: matchId,
        payload: {
          snapshot: { ...snapshot, minute: 10, status: 'LIVE' as const, version: n + 2 },
          action: {
            id: randomUUID(),
            kind: 'GOAL' as const,
            minute: 10,
            clubId: CLUB.id,
            footballerId: scorer.footballerId,
            assistFootballerId: null,
            relatedFootballerId: null,
          },
        },
      };
    };
    // Every TICK_MS, the actions due then, in one producer transaction.
    const started = Date.now();
    for (let n = 0; n < ACTIONS;) {
      const due = Math.min(ACTIONS, Math.floor(((Date.now() - started) * RATE) / 1000) + 1);
      const goals = Array.from({ length: due - n }, (_, i) => goal(n + i));
      if (goals.length) {
        await producer.transaction((manager) => recordEvents(manager, MatchActionRecorded, goals));
        const at = Date.now();
        for (const { payload } of goals) committed.set(payload.action.id, at);
        n = due;
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    const recorded = Date.now();
    // Every footballer is fielded by someone (almost surely, with 11 × MANAGERS picks), so every action pays.
    await until(
      async () => (await count(spl, 'SELECT count(DISTINCT action_id) FROM spl_reward')) >= ACTIONS,
      600_000,
    );
    const paid: { action_id: string; at: Date }[] = await spl.query(
      'SELECT action_id, min(awarded_at) AS at FROM spl_reward GROUP BY action_id',
    );
    const latencies = paid
      .map((row) => new Date(row.at).getTime() - committed.get(row.action_id)!)
      .sort((a, b) => a - b);
    const last = Math.max(...paid.map((row) => new Date(row.at).getTime()));
    const rewards = await count(spl, 'SELECT count(*) FROM spl_reward');
    const mode = UNBATCHED
      ? 'one message, one partition at a time'
      : `batched, ${PARTITIONS_AT_ONCE ?? "the definition's"} partitions at once`;
    process.stdout.write(
      `rewards consumer on Kafka (${mode}): ${ACTIONS} actions offered at ${RATE}/s (recorded in ${
        (recorded - started) / 1000
      } s), ${rewards} rewards\n` +
        `  ${Math.round((ACTIONS * 1000) / (last - started))} actions/s, ` +
        `${Math.round((rewards * 1000) / (last - started))} rewards/s; commit → reward p50 ${quantile(
          latencies,
          0.5,
        )} ms, p99 ${quantile(latencies, 0.99)} ms\n`,
    );
  } finally {
    await bus.stop();
    await app.close();
    await producer.destroy();
    await producerDb.drop();
    await splDb.drop();
  }
}

/** The same bus, each consumer definition reshaped before it starts. */
function reshaped(
  bus: KafkaEventBus,
  reshape: (definition: ConsumerDefinition) => ConsumerDefinition,
): EventBus {
  const startConsumer = bus.startConsumer.bind(bus);
  bus.startConsumer = (definition, dataSource) => startConsumer(reshape(definition), dataSource);
  return bus;
}

function pick<T>(items: readonly T[], n: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < n) chosen.add(items[Math.floor(Math.random() * items.length)]!);
  return [...chosen];
}

async function count(dataSource: DataSource, sql: string): Promise<number> {
  const [row] = (await dataSource.query(sql)) as { count: string }[];
  return Number(row!.count);
}

async function until(done: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `measure failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
