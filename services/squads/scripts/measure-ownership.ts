import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { INTERNAL_CONTEXT_HEADER, signInternalContext } from '@sfl/auth-context';
import { MemoryStore } from '@sfl/cache';
import { createDisposableDatabase } from '@sfl/database';
import { EmbeddedEventBus, type EventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { DataSource } from 'typeorm';
import { createSquadsApp } from '../src/create-squads-app';
import type { LockedPlayer } from '../src/points/entities/gameweek-lineup.entity';
import { LineupsRepository, type NewLineup, StarterTally } from '../src/points/lineups.repository';

// `node dist/scripts/measure-ownership.js` (PostgreSQL on localhost, POSTGRES_URL): the cost of
// Footballer.ownership (docs/points.md, Ownership). LINEUPS lineups of 11 starters among FOOTBALLERS
// footballers (a few popular, most rarely picked) are locked at one deadline through LineupsRepository
// in pages of 500 in one transaction, counted once at the end, as the deadline does; then CHANGES changes of
// one starter, each in its own transaction; then ROUNDS requests for 100 footballers' ownership to the
// subgraph over HTTP, beside the same figures counted from the lineups' JSON in one statement.
const LINEUPS = Number(process.env.LINEUPS ?? 100_000);
const FOOTBALLERS = Number(process.env.FOOTBALLERS ?? 600);
const CHANGES = Number(process.env.CHANGES ?? 1_000);
const ROUNDS = Number(process.env.ROUNDS ?? 100);
// COUNTED=0 locks without writing the counters, to see what they cost (the requests then answer 0s).
const COUNTED = process.env.COUNTED !== '0';
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = 500;
const GAMEWEEK = 1;
const ASKED = 100;

async function main(): Promise<void> {
  const logger = createLogger({ service: 'measure', level: 'error' });
  const database = await createDisposableDatabase(POSTGRES_URL);
  const store = new MemoryStore();
  const internalSecret = randomUUID();
  const app = await createSquadsApp({
    database: database.target,
    store,
    internalSecret,
    logger,
    eventBus: withoutConsumers(new EmbeddedEventBus({ contracts: [], logger })),
  });
  await app.listen(0, '127.0.0.1');
  const dataSource = app.get(DataSource);
  const lineups = app.get(LineupsRepository);
  try {
    const footballers = Array.from({ length: FOOTBALLERS }, () => randomUUID());
    const managers = Array.from({ length: LINEUPS }, () => randomUUID());
    const lockStarted = performance.now();
    await dataSource.transaction(async (manager) => {
      await lineups.markDeadline(manager, GAMEWEEK, new Date());
      const tally = new StarterTally();
      for (let page = 0; page < LINEUPS; page += PAGE)
        tally.add(
          await lineups.lock(
            manager,
            managers.slice(page, page + PAGE).map((managerId) => lineupOf(managerId, footballers)),
          ),
        );
      if (COUNTED) await lineups.countLocked(manager, GAMEWEEK, tally);
    });
    const lockMs = performance.now() - lockStarted;

    const changes: number[] = [];
    for (let n = 0; n < CHANGES; n++) {
      const started = performance.now();
      await dataSource.transaction(async (manager) => {
        const lineup = (await lineups.lineupForUpdate(manager, managers[n % LINEUPS]!, GAMEWEEK))!;
        const starters = [...lineup.starters];
        const fielded = new Set(starters.map((player) => player.footballerId));
        starters[0] = { ...starters[0]!, footballerId: popular(footballers, fielded) };
        await lineups.change(manager, { ...lineup, starters, revision: lineup.revision + 1 });
      });
      changes.push(performance.now() - started);
    }

    const asked = footballers.slice(0, ASKED);
    const { port } = app.getHttpServer().address() as AddressInfo;
    const request = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_CONTEXT_HEADER]: signInternalContext(
            { userId: null, roles: [], clientIp: '127.0.0.1', requestId: randomUUID() },
            internalSecret,
          ),
        },
        body: JSON.stringify({
          query: `query Ownership($representations: [_Any!]!) { _entities(representations: $representations) {
            ... on Footballer { id ownership { gameweek lineups percent } } } }`,
          variables: { representations: asked.map((id) => ({ __typename: 'Footballer', id })) },
        }),
      });
      return (await response.json()) as {
        data: { _entities: { id: string; ownership: { lineups: number } }[] };
      };
    };
    await request();
    const requests: number[] = [];
    let answered = await request();
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      answered = await request();
      requests.push(performance.now() - started);
    }
    const counted: number[] = [];
    let fromJson: { id: string; lineups: number }[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      fromJson = await dataSource.query(
        `SELECT starter->>'footballerId' AS id, count(*)::int AS lineups
         FROM gameweek_lineup l CROSS JOIN LATERAL jsonb_array_elements(l.starters) AS starter
         WHERE l.gameweek = $1 AND starter->>'footballerId' = ANY($2::text[]) GROUP BY 1`,
        [GAMEWEEK, asked],
      );
      counted.push(performance.now() - started);
    }
    const byJson = new Map(fromJson.map((row) => [row.id, row.lineups]));
    const agree = answered.data._entities.every(
      (footballer) => footballer.ownership.lineups === (byJson.get(footballer.id) ?? 0),
    );

    process.stdout.write(
      `${LINEUPS} lineups of 11 among ${FOOTBALLERS} footballers\n` +
        `  locked at the deadline, ${COUNTED ? 'counters included' : 'WITHOUT the counters'}: ${Math.round(lockMs)} ms\n` +
        `  ${CHANGES} changes of one starter: p50 ${quantile(changes, 0.5)} ms, p99 ${quantile(changes, 0.99)} ms\n` +
        `  ownership of ${ASKED} footballers over HTTP (${ROUNDS} requests): p50 ${quantile(requests, 0.5)} ms, ` +
        `p99 ${quantile(requests, 0.99)} ms\n` +
        `  the same counted from the lineups' JSON (5 statements): p50 ${quantile(counted, 0.5)} ms\n` +
        `  counters agree with the JSON: ${agree ? 'yes' : 'NO'}\n`,
    );
    if (!agree) process.exitCode = 1;
  } finally {
    await app.close();
    await store.close();
    await database.drop();
  }
}

// Each lineup starts 11 different footballers, the first ones of the list far more often.
function lineupOf(managerId: string, footballers: readonly string[]): NewLineup {
  const fielded = new Set<string>();
  while (fielded.size < 11) fielded.add(popular(footballers, fielded));
  return {
    managerId,
    gameweek: GAMEWEEK,
    formation: '4-3-3',
    starters: [...fielded].map((footballerId, slot): LockedPlayer => ({
      cardId: randomUUID(),
      footballerId,
      group: 'MID',
      slot,
    })),
    bench: [],
    captainFootballerId: null,
    viceCaptainFootballerId: null,
    lockedAt: new Date(),
  };
}

/** A footballer not among `fielded`, the first of the list the likeliest. */
function popular(footballers: readonly string[], fielded: ReadonlySet<string>): string {
  for (;;) {
    const footballer = footballers[Math.floor(footballers.length * Math.random() ** 3)]!;
    if (!fielded.has(footballer)) return footballer;
  }
}

// A bus on which nothing consumes: the script writes the lineups itself.
function withoutConsumers(bus: EventBus): EventBus {
  return {
    startPublishing: (service, dataSource) => bus.startPublishing(service, dataSource),
    startConsumer: async () => undefined,
    listenLive: (topics, listener) => bus.listenLive(topics, listener),
    parts: () => bus.parts(),
    backlog: () => bus.backlog(),
    onSetAside: (listener) => bus.onSetAside(listener),
    stop: () => bus.stop(),
  };
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
