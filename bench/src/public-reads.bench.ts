import { randomUUID } from 'node:crypto';
import {
  allContracts,
  allTopics,
  GameweekDeadlinePassed,
  GameweeksScheduled,
  SeasonStarted,
} from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, KafkaEventBus, recordEvent } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import type { BareBodies } from './bare-server.process';
import { startBareServer } from './bare-server';
import { type LoadFigures, type LoadSummary, measure, summarizeLoad } from './load';
import { registerManager } from './register-manager';
import { type BenchStack, startBenchStack } from './services-mode';
import { knob } from './smoke';

// The public reads (GET /api/leaderboard, /api/championships/available, /api/spl-rewards/leaderboard)
// through the gateway in services mode, served from its response cache, each beside a bare
// `node:http` server (a process of its own, like the gateway) answering the same bytes; rounds
// alternate, medians and their ratio are printed. GET /api/user (signed in: its session looked up
// per request, the user's row kept) for comparison. Knobs: BENCH_CONNECTIONS (50), BENCH_SECONDS
// per round (8), BENCH_ROUNDS (3), BENCH_READS_MANAGERS (100), BENCH_READS_PORT (3600).
const CONNECTIONS = knob('BENCH_CONNECTIONS', 50, 4);
const SECONDS = knob('BENCH_SECONDS', 8, 1);
const ROUNDS = knob('BENCH_ROUNDS', 3, 1);
const MANAGERS = knob('BENCH_READS_MANAGERS', 100, 5);
const PORT = Number(process.env.BENCH_READS_PORT ?? 3600);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY_DEADLINE_MS = 120_000;
const TARGET = 0.25;
const DAY_MS = 24 * 60 * 60_000;
const logger = createLogger({ service: 'public-reads-bench', level: 'error' });

const PUBLIC_READS = ['/api/leaderboard', '/api/championships/available', '/api/spl-rewards/leaderboard'];
const SIGNED_IN_READ = '/api/user';

/** A season of weekly gameweeks from two days ahead, its first gameweek live: what championships lists from. */
async function recordSeason(producer: DataSource) {
  const season = randomUUID();
  const planned = (gameweek: number) =>
    new Date(Date.now() + 2 * DAY_MS + (gameweek - 1) * 7 * DAY_MS).toISOString();
  const firstMatchId = randomUUID();
  await producer.transaction(async (manager) => {
    await recordEvent(manager, SeasonStarted, {
      aggregateId: season,
      payload: { season: 1, firstGameweek: 1, lastGameweek: 38, startedAt: new Date().toISOString() },
    });
    await recordEvent(manager, GameweeksScheduled, {
      aggregateId: season,
      payload: {
        season: 1,
        gameweeks: Array.from({ length: 38 }, (_, i) => ({
          gameweek: i + 1,
          plannedDeadline: planned(i + 1),
        })),
      },
    });
    await recordEvent(manager, GameweekDeadlinePassed, {
      aggregateId: firstMatchId,
      payload: { gameweek: 1, deadline: new Date().toISOString(), firstMatchId },
    });
  });
}

async function until(what: string, done: () => Promise<boolean>) {
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const rowsOf = async (url: string) => ((await (await fetch(url)).json()) as unknown[]).length;

let stack: BenchStack | undefined;

async function main() {
  stack = await startBenchStack({
    name: 'reads',
    port: PORT,
    postgresUrl: POSTGRES_URL,
    redisUrl: REDIS_URL,
  });
  const cleanups: (() => unknown)[] = [() => stack!.close()];
  try {
    const database = await createDisposableDatabase(POSTGRES_URL);
    cleanups.push(() => database.drop());
    const producer = await openDataSource(database.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000],
    });
    cleanups.push(() => producer.destroy());
    const bus = new KafkaEventBus({
      brokers: stack.brokers,
      clientId: 'public-reads-bench',
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace: stack.prefix,
    });
    cleanups.push(() => bus.stop());
    await bus.startPublishing('stand-ins', producer);
    await recordSeason(producer);

    const baseUrl = `http://127.0.0.1:${PORT}`;
    // Managers: the leaderboard's rows, and (Early Adopters) the SPL leaderboard's.
    const managers: { cookie: string }[] = [];
    for (let i = 0; i < MANAGERS; i += 10)
      managers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, MANAGERS - i) }, () => registerManager(baseUrl, 'reads')),
        )),
      );
    await until(
      'every manager ranked',
      async () => (await rowsOf(`${baseUrl}/api/leaderboard`)) >= Math.min(MANAGERS, 100),
    );
    await until(
      'every manager on the SPL leaderboard',
      async () => (await rowsOf(`${baseUrl}/api/spl-rewards/leaderboard`)) >= Math.min(MANAGERS, 100),
    );
    await until(
      'the season championships listed',
      async () => (await rowsOf(`${baseUrl}/api/championships/available`)) >= 3,
    );

    const { cookie } = managers[0]!;
    const bodies: BareBodies = {};
    for (const path of [...PUBLIC_READS, SIGNED_IN_READ])
      bodies[path] = await (
        await fetch(`${baseUrl}${path}`, { headers: path === SIGNED_IN_READ ? { cookie } : {} })
      ).text();
    const bare = await startBareServer(bodies);
    cleanups.push(() => bare.stop());

    const figures = new Map<string, { gateway: LoadFigures[]; bare: LoadFigures[] }>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const path of [...PUBLIC_READS, SIGNED_IN_READ]) {
        const headers = path === SIGNED_IN_READ ? { cookie } : undefined;
        const row = figures.get(path) ?? { gateway: [], bare: [] };
        figures.set(path, row);
        // Alternate the two so machine noise hits both alike.
        row.gateway.push(
          await measure({
            url: `${baseUrl}${path}`,
            headers,
            connections: CONNECTIONS,
            durationSeconds: SECONDS,
          }),
        );
        row.bare.push(
          await measure({ url: `${bare.url}${path}`, connections: CONNECTIONS, durationSeconds: SECONDS }),
        );
      }
      process.stdout.write(`round ${round}/${ROUNDS} done\n`);
    }

    const line = (name: string, bytes: string, r: LoadSummary, ratio: string) =>
      `${name.padEnd(58)} ${bytes.padStart(7)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${String(r.failures).padStart(9)} ${ratio.padStart(7)}`;
    const lines = [
      '',
      `public reads: gateway (services mode, ${MANAGERS} managers) beside bare node:http with the same bytes; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, medians`,
      `${'target'.padEnd(58)} ${'bytes'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failures'.padStart(9)} ${'ratio'.padStart(7)}`,
    ];
    for (const [path, row] of figures) {
      const g = summarizeLoad(row.gateway);
      const b = summarizeLoad(row.bare);
      const bytes = String(Buffer.byteLength(bodies[path]!));
      const cached = PUBLIC_READS.includes(path);
      lines.push(
        line(`gateway ${path}${cached ? ' (cached)' : ' (signed in)'}`, bytes, g, (g.rps / b.rps).toFixed(3)),
        line(`bare node:http, same bytes`, bytes, b, ''),
      );
    }
    const ratios = PUBLIC_READS.map(
      (path) => summarizeLoad(figures.get(path)!.gateway).rps / summarizeLoad(figures.get(path)!.bare).rps,
    );
    lines.push(
      `lowest public-read ratio ${Math.min(...ratios).toFixed(3)}: target ≥ ${TARGET} ${Math.min(...ratios) >= TARGET ? 'met' : 'NOT met'}`,
      '',
    );
    process.stdout.write(lines.join('\n'));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
  void stack?.product.kill();
});
