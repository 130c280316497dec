import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LEADERBOARD, MY_LEADERBOARD_ENTRY, TOP_PAGE } from '@sfl/gateway';
import { frontendOperations } from './frontend-documents';
import { seedManagersWorld } from './gateway-vs-hive-world';
import { type HiveGatewayProcess, startHiveGateway } from './hive-gateway-process';
import { type LoadFigures, measure } from './load';
import { childRunning, cpuSecondsOf } from './process-cpu';
import { type BenchStack, servicesModeSubgraphUrls, startBenchStack } from './services-mode';
import { knob, SMOKE } from './smoke';

// Our gateway beside Hive Gateway with its Rust query planner, over the same committed supergraph
// and the same subgraphs (services mode on PostgreSQL, Redis and Kafka, the match simulator
// playing), each gateway in a process of its own. The world: BENCH_MANAGERS managers registered
// through our gateway, each with a squad saved from their starter pack and a card on the market,
// all in one league. The operations are the frontend's own documents with its variables (the
// leaderboard: the REST facade's document), sent alike to both: first checked to answer the same
// data, then driven with autocannon in alternating rounds (the first gateway changing every
// round), medians printed side by side with their ratio. Knobs: BENCH_CONNECTIONS (default 8),
// BENCH_SECONDS per round (default 5), BENCH_ROUNDS (default 3), BENCH_MANAGERS (default 24),
// BENCH_GVH_PORT (default 3700: our gateway; subgraphs on the seven ports after it, Hive Gateway
// 10 above), BENCH_ONLY (comma-separated operation names), POSTGRES_URL, REDIS_URL, KAFKA_BROKERS.
const connections = knob('BENCH_CONNECTIONS', 8, 2);
const seconds = knob('BENCH_SECONDS', 5, 1);
const rounds = knob('BENCH_ROUNDS', 3, 1);
const managers = knob('BENCH_MANAGERS', 24, 2);
const PORT = Number(process.env.BENCH_GVH_PORT ?? 3700);
const HIVE_PORT = PORT + 10;
const only = process.env.BENCH_ONLY?.split(',');
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WARM_UP_SECONDS = 2;

interface Operation {
  name: string;
  /** the page that sends it */
  page: string;
  query: string;
  variables: Record<string, unknown>;
  /** sent with the signed-in manager's session cookie; a visitor's page otherwise */
  signedIn: boolean;
}

function operations(leagueId: string): Operation[] {
  const documents = frontendOperations([
    'HomePage',
    'MarketListings',
    'MyMarket',
    'SquadBuilder',
    'TeamPage',
    'LeagueDetails',
    'SplRewardsPage',
  ]);
  const page = { limit: 12, offset: 0, search: null, position: null };
  const all: Operation[] = [
    { name: 'HomePage', page: '/ (visitor)', query: documents.HomePage, variables: {}, signedIn: false },
    {
      name: 'MarketListings',
      page: '/market (visitor)',
      query: documents.MarketListings,
      variables: page,
      signedIn: false,
    },
    { name: 'MyMarket', page: '/market', query: documents.MyMarket, variables: {}, signedIn: true },
    { name: 'SquadBuilder', page: '/squad', query: documents.SquadBuilder, variables: {}, signedIn: true },
    { name: 'TeamPage', page: '/team', query: documents.TeamPage, variables: {}, signedIn: true },
    {
      name: 'LeagueDetails',
      page: '/leagues/:id',
      query: documents.LeagueDetails,
      variables: { id: leagueId },
      signedIn: true,
    },
    {
      name: 'FacadeLeaderboard',
      page: '/leaderboard',
      query: LEADERBOARD,
      variables: TOP_PAGE,
      signedIn: true,
    },
    {
      name: 'FacadeMyLeaderboardEntry',
      page: '/leaderboard',
      query: MY_LEADERBOARD_ENTRY,
      variables: {},
      signedIn: true,
    },
    {
      name: 'SplRewardsPage',
      page: '/spl-rewards',
      query: documents.SplRewardsPage,
      variables: {},
      signedIn: true,
    },
  ];
  return only ? all.filter(({ name }) => only.includes(name)) : all;
}

interface Target {
  name: string;
  url: string;
  /** the gateway's process, whose CPU time is read around every round */
  pid: number;
}

interface Request {
  headers: Record<string, string>;
  body: string;
}

function requestFor(operation: Operation, cookie: string): Request {
  return {
    headers: { 'content-type': 'application/json', ...(operation.signedIn ? { cookie } : {}) },
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  };
}

async function answer(target: Target, request: Request): Promise<unknown> {
  const res = await fetch(target.url, { method: 'POST', ...request });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
  if (res.status !== 200 || body.errors || !body.data)
    throw new Error(`${target.name} answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/**
 * Both gateways answer the same data. Live matches move while this runs, so Hive's answer is
 * compared with ours just before and just after it, and asked again a few times when neither fits.
 */
async function assertSameData(ours: Target, hive: Target, operation: Operation, request: Request) {
  for (let attempt = 1; ; attempt++) {
    const before = await answer(ours, request);
    const theirs = await answer(hive, request);
    const after = await answer(ours, request);
    if (isDeepStrictEqual(theirs, before) || isDeepStrictEqual(theirs, after)) return;
    if (attempt === 10)
      throw new Error(
        `${operation.name}: the gateways answer different data\nours: ${JSON.stringify(after).slice(0, 2000)}\n` +
          `Hive: ${JSON.stringify(theirs).slice(0, 2000)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Round extends LoadFigures {
  /** the gateway process's CPU time per request answered */
  cpuMsPerRequest: number;
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
  failures: number;
}

function summarize(rounds: Round[]): Summary {
  return {
    rps: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50Ms)),
    p99: median(rounds.map((r) => r.p99Ms)),
    cpuMs: median(rounds.map((r) => r.cpuMsPerRequest)),
    failures: rounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function compare(ours: Target, hive: Target, request: Request) {
  const load = async (target: Target, durationSeconds: number): Promise<Round> => {
    const cpuBefore = cpuSecondsOf(target.pid);
    const figures = await measure({
      url: target.url,
      method: 'POST',
      ...request,
      connections,
      durationSeconds,
    });
    const cpuMs = (cpuSecondsOf(target.pid) - cpuBefore) * 1000;
    return { ...figures, cpuMsPerRequest: cpuMs / Math.max(figures.requests, 1) };
  };
  // A smoke run's single round is no measurement to warm up for.
  if (!SMOKE) {
    await load(ours, WARM_UP_SECONDS);
    await load(hive, WARM_UP_SECONDS);
  }
  const samples = { ours: [] as Round[], hive: [] as Round[] };
  for (let round = 0; round < rounds; round++) {
    // Who goes first changes every round, so neither always follows the other's load.
    const order = round % 2 === 0 ? (['ours', 'hive'] as const) : (['hive', 'ours'] as const);
    for (const which of order) samples[which].push(await load(which === 'ours' ? ours : hive, seconds));
  }
  return { ours: summarize(samples.ours), hive: summarize(samples.hive) };
}

const columns = (s: Summary) =>
  [
    s.rps.toFixed(0).padStart(6),
    String(s.p50).padStart(5),
    String(s.p99).padStart(5),
    s.cpuMs.toFixed(2).padStart(6),
    String(s.failures).padStart(4),
  ].join(' ');
const HEAD = `${'req/s'.padStart(6)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'cpu ms'.padStart(6)} ${'fail'.padStart(4)}`;

async function main() {
  const internalSecret = randomBytes(32).toString('base64url');
  let stack: BenchStack | undefined;
  let hiveGateway: HiveGatewayProcess | undefined;
  try {
    stack = await startBenchStack({
      name: 'gvh',
      port: PORT,
      postgresUrl: POSTGRES_URL,
      redisUrl: REDIS_URL,
      // Fast matches and a gameweek a minute: a manager lists only once his squad has played a
      // gameweek (a smoke run's still faster: it waits for that gameweek and measures little after it).
      env: {
        SIMULATOR_ENABLED: 'true',
        SIMULATION_SPEED: SMOKE ? '3000' : '600',
        GAMEWEEK_LENGTH_MINUTES: '1',
        INTERNAL_SECRET: internalSecret,
      },
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const world = await seedManagersWorld(baseUrl, managers);
    hiveGateway = await startHiveGateway({
      port: HIVE_PORT,
      subgraphUrls: servicesModeSubgraphUrls(PORT),
      internalSecret,
      signedIn: { cookie: world.reader.cookie, userId: world.reader.id },
    });
    const ours: Target = {
      name: 'our gateway',
      url: `${baseUrl}/graphql`,
      pid: childRunning(stack.product.pid, join('gateway', 'dist', 'src', 'main.js')),
    };
    const hive: Target = { name: 'Hive Gateway', url: hiveGateway.url, pid: hiveGateway.pid };
    process.stdout.write(
      `${managers} managers with squads and listings, one league; our gateway and Hive Gateway (pid ${hiveGateway.pid}) answer\n`,
    );
    const lines: string[] = [];
    for (const operation of operations(world.leagueId)) {
      const request = requestFor(operation, world.reader.cookie);
      await assertSameData(ours, hive, operation, request);
      const { ours: o, hive: h } = await compare(ours, hive, request);
      const ratios = `${(o.rps / h.rps).toFixed(2).padStart(5)} ${(o.cpuMs / h.cpuMs).toFixed(2).padStart(6)}`;
      const line = `${`${operation.name} ${operation.page}`.padEnd(44)} ${columns(o)} | ${columns(h)} | ${ratios}`;
      lines.push(line);
      process.stdout.write(`${line}\n`);
    }
    process.stdout.write(
      [
        '',
        `Same documents and variables through both gateways, ${connections} connections, ${rounds} rounds of ${seconds} s each, medians`,
        `latency in ms; cpu ms: the gateway process's CPU time per request; ours/Hive: req/s and cpu ms`,
        `${''.padEnd(44)} ${'our gateway'.padEnd(30)} | ${'Hive Gateway + Rust planner'.padEnd(30)} | ours/Hive`,
        `${'operation (page)'.padEnd(44)} ${HEAD} | ${HEAD} | req/s    cpu`,
        ...lines,
        '',
      ].join('\n'),
    );
  } finally {
    await hiveGateway?.stop();
    await stack?.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
