import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { RedisStore } from '@sfl/cache';
import { RANKING_KEY, RankStore, type Standing } from '@sfl/squads';
import { Redis } from 'ioredis';
import { startBaselineServer } from './baseline-server';
import { keepAliveClient } from './keep-alive-client';
import { startLeaderboardStack } from './leaderboard-gateway';
import { knob } from './smoke';

// BENCH_MANAGERS managers (default 1,000,000) ranked in Redis through the squads rank store:
// one manager's rank and the top 100, timed one request at a time beside plain ZREVRANK and
// ZREVRANGE on the same sorted set in the same run. Then the same through the gateway: as many
// managers in the squads subgraph's PostgreSQL (rebuilt into Redis on its start), the caller's
// rank and the top 100 over GraphQL and GET /api/leaderboard, timed with a lean keep-alive client
// (keep-alive-client.ts) beside the same client against a bare node:http server answering the
// rank's JSON. Its keys live under random prefixes and its databases are new ones; both are
// deleted at the end. Knobs: BENCH_MANAGERS, BENCH_SAMPLES (default 5,000; the gateway takes a
// fifth), BENCH_MAX_SECONDS (default 120 per part: sampling stops then), BENCH_GATEWAY=0 (store
// only), REDIS_URL, POSTGRES_URL.
const managers = knob('BENCH_MANAGERS', 1_000_000, 1_000);
const samples = knob('BENCH_SAMPLES', 5_000, 100);
const maxSeconds = knob('BENCH_MAX_SECONDS', 120, 5);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const throughGateway = process.env.BENCH_GATEWAY !== '0';
const LOAD_BATCH = 10_000;
const TOP = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(times: number[], run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  times.push(performance.now() - start);
}

// Totals of a season (0..2,500, many ties) and registrations over two years.
function standings(ids: string[]): Standing[] {
  const since = Date.UTC(2025, 0, 1);
  return ids.map((managerId) => ({
    managerId,
    totalPoints: Math.floor(Math.random() * 2_500),
    registeredAt: new Date(since + Math.floor(Math.random() * 2 * 365 * 86_400_000)),
  }));
}

async function main() {
  const plain = new Redis(redisUrl);
  try {
    await atTheStore(plain);
    if (throughGateway) await atTheGateway(plain);
  } finally {
    await plain.quit();
  }
}

// Its own function, so the million ids it loads are garbage before the gateway part starts.
async function atTheStore(plain: Redis) {
  const prefix = `sfl-bench:${randomUUID()}:`;
  const store = new RedisStore(redisUrl, prefix);
  const ranks = new RankStore(store);
  const key = `${prefix}${RANKING_KEY}`;
  try {
    const ids = Array.from({ length: managers }, () => randomUUID());
    const loadStart = performance.now();
    for (let from = 0; from < managers; from += LOAD_BATCH) {
      await ranks.record(standings(ids.slice(from, from + LOAD_BATCH)));
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    process.stdout.write(`${await ranks.size()} managers loaded in ${loadSeconds.toFixed(1)} s\n`);

    const figures = {
      rankStore: [] as number[],
      zrevrank: [] as number[],
      top: [] as number[],
      zrevrange: [] as number[],
    };
    const deadline = Date.now() + maxSeconds * 1000;
    // Alternate the store and plain Redis so machine noise hits both alike; the first 200 warm up.
    for (let i = 0; i < samples + 200 && Date.now() < deadline; i++) {
      const managerId = ids[Math.floor(Math.random() * managers)];
      const round = i < 200 ? { rankStore: [], zrevrank: [], top: [], zrevrange: [] } : figures;
      await timed(round.rankStore, () => ranks.rankedOf(managerId));
      await timed(round.zrevrank, () => plain.zrevrank(key, managerId));
      await timed(round.top, () => ranks.page(0, TOP));
      await timed(round.zrevrange, () => plain.zrevrange(key, 0, TOP - 1, 'WITHSCORES'));
    }

    process.stdout.write(
      [
        '',
        `${managers.toLocaleString('en')} managers in one Redis sorted set, one request at a time`,
        HEADER,
        row('rank and points (RankStore.rankedOf)', figures.rankStore),
        row('  plain ZREVRANK', figures.zrevrank),
        row(`top ${TOP} (RankStore.page)`, figures.top),
        row(`  plain ZREVRANGE 0 ${TOP - 1} WITHSCORES`, figures.zrevrange),
        '',
      ].join('\n'),
    );
  } finally {
    await plain.del(key);
    await store.close();
  }
}

const HEADER = `${'operation'.padEnd(44)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`;

function row(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name.padEnd(44)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(3).padStart(8)} ${percentile(sorted, 99).toFixed(3).padStart(8)}`;
}

async function atTheGateway(plain: Redis) {
  const prefix = `sfl-bench:${randomUUID()}:`;
  const store = new RedisStore(redisUrl, prefix);
  try {
    const stack = await startLeaderboardStack(postgresUrl, store, managers);
    try {
      const client = keepAliveClient();
      const graphql = (query: string) => () =>
        client.json(`${stack.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: stack.cookie },
          body: JSON.stringify({ query }),
        });
      const rankQuery = graphql('query Mine { myLeaderboardEntry { rank totalPoints } }');
      // The baseline: the same client against a bare server answering the rank's JSON.
      const baseline = await startBaselineServer(JSON.stringify(await rankQuery()));
      const operations: [string, () => Promise<unknown>][] = [
        ['baseline: bare node:http, fixed JSON', () => client.json(baseline.url)],
        ['GraphQL myLeaderboardEntry (rank)', rankQuery],
        [
          'GraphQL leaderboard(limit: 100)',
          graphql(
            'query Top { leaderboard(limit: 100) { entries { id rank username teamName totalPoints } } }',
          ),
        ],
        [
          'GET /api/leaderboard (top 100 + own row)',
          () => client.json(`${stack.baseUrl}/api/leaderboard`, { headers: { cookie: stack.cookie } }),
        ],
      ];
      const times = operations.map((): number[] => []);
      const deadline = Date.now() + maxSeconds * 1000;
      const rounds = Math.ceil(samples / 5);
      for (let i = 0; i < rounds + 50 && Date.now() < deadline; i++) {
        for (const [index, [, run]] of operations.entries()) await timed(i < 50 ? [] : times[index], run);
      }
      process.stdout.write(
        [
          `through the gateway (users and squads subgraphs, PostgreSQL and Redis); the ranking of`,
          `${managers.toLocaleString('en')} managers rebuilt from PostgreSQL on the squads start: ${stack.rebuildSeconds.toFixed(1)} s`,
          HEADER,
          ...operations.map(([name], index) => row(name, times[index])),
          '',
        ].join('\n'),
      );
      client.close();
      baseline.server.close();
    } finally {
      await stack.stop();
    }
  } finally {
    // Sessions and rate-limit counters expire on their own; the ranking does not.
    const keys = await plain.keys(`${prefix}*`);
    if (keys.length) await plain.del(...keys);
    await store.close();
  }
}

void main();
