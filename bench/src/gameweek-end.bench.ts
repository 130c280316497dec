import { join } from 'node:path';
import { allContracts, allTopics } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { LedgerRepository, LedgerService, REWARDS_CONSUMER } from '@sfl/spl-rewards';
import { DataSource } from 'typeorm';
import { startBareBackbone } from './bare-backbone';
import { CreateBenchEffect1763900000000 } from './bench-effect';
import { signInOperator } from './game-clock-operator';
import {
  catalogueOf,
  drawSquads,
  seedSplRewardsManagers,
  seedSquads,
  seedSquadsManagers,
  seedUsers,
  startersTally,
} from './gameweek-end-world';
import {
  killSplRewardsOnceCrediting,
  paidOnce,
  rewardsPaidOnce,
  SPL_REWARDS_SCRIPT,
  type SplRewardsKill,
} from './gameweek-end-fault';
import { childRunning, cpuSecondsOf } from './process-cpu';
import { registerManager } from './register-manager';
import { type BenchStack, servicesModeSubgraphUrls, startBenchStack } from './services-mode';
import { knob } from './smoke';
import { subscribeToRewards } from './spl-rewards-arrivals';
import { runBounded } from './bounded-run';

// The end of a gameweek for BENCH_GW_MANAGERS (default 100,000) managers with locked lineups, services
// mode on PostgreSQL, Redis and Kafka. The world is seeded in each owning service's tables
// (gameweek-end-world.ts); BENCH_GW_SUBSCRIBERS of the managers (default 100) are registered through
// the gateway and listen to splPaid over graphql-ws. An operator advances the game clock to the
// gameweek's first kick-off (the lineups lock), waits for spl-rewards to have every lineup, then plays
// the gameweek's 10 matches at full speed (advanceGameClock). Figures: (1) from the goal by the most
// fielded scorer to each of his managers' ledger credits and to the sample's screens; (2) from the
// last final whistle to every manager's points final (squads), every reward credited (spl-rewards)
// and the sample's points final through the gateway; (3) spl-rewards' CPU (process and its database
// backends) per 1,000 rewards. Beside (1), the bare backbone: the same action events applied with
// one insert each. Loopback only; databases, topics and keys are removed.
const MANAGERS = knob('BENCH_GW_MANAGERS', 100_000, 300);
const SUBSCRIBERS = knob('BENCH_GW_SUBSCRIBERS', 100, 5);
// BENCH_GW_FAULT=1: spl-rewards is killed with SIGKILL once it credits the gameweek's first rewards,
// and started again (gameweek-end-fault.ts); every reward must still be paid once.
// On in smoke runs, so the test command shows a crash mid-gameweek still pays each reward once.
const FAULT = knob('BENCH_GW_FAULT', 0, 1) === 1;
const GAMEWEEK = 1;
// The engine plays the same gameweek from the same seed: with the default one (1) none of the
// popular footballers scores in gameweek 1, with this one some do.
const SIMULATOR_SEED = process.env.BENCH_GW_SIMULATOR_SEED ?? '2';
const PORT = Number(process.env.BENCH_GW_PORT ?? 3800);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WAIT_MS = 40 * 60_000;
const RUN_DEADLINE_MS = 120 * 60_000;
// A held game clock lapses after 10 minutes: held again this often while the bench waits.
const HOLD_AGAIN_MS = 4 * 60_000;
const logger = createLogger({ service: 'gameweek-end-bench', level: 'error' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN, n: sorted.length };
}

// The bench's own checks read the stack's databases: at 100,000 managers a count of every lineup's
// starters (1.1 million rows) every 250 ms took a core of its own from the product it measures.
const POLL_MS = 1_000;

async function until(
  what: string,
  done: () => Promise<boolean>,
  timeoutMs = WAIT_MS,
  meanwhile?: () => Promise<void>,
) {
  const deadline = Date.now() + timeoutMs;
  let lastMeanwhile = Date.now();
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (meanwhile && Date.now() - lastMeanwhile > HOLD_AGAIN_MS) {
      await meanwhile();
      lastMeanwhile = Date.now();
    }
    await sleep(POLL_MS);
  }
}

const count = async (db: DataSource, sql: string, params: unknown[] = []) =>
  ((await db.query(sql, params)) as { n: number }[])[0]!.n;

/** A database of the stack, by service. */
function openServiceDatabase(prefix: string, service: string, poolSize = 2) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${prefix}_${service}`;
  return new DataSource({ type: 'postgres', url: url.toString(), poolSize }).initialize();
}

// The services whose CPU the bench reads, by process and by the database backends serving them.
const PROFILED = ['spl-rewards', 'squads', 'matches', 'gateway'] as const;
type Profiled = (typeof PROFILED)[number];

/** CPU seconds so far of a service's process and of the PostgreSQL backends serving its database. */
async function serviceCpu(
  pid: number,
  database: string,
  postgres: DataSource,
): Promise<{ pid: number; process: number; backends: Map<number, number> }> {
  const connected: { pid: number }[] = await postgres.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  const backends = new Map<number, number>();
  for (const { pid: backend } of connected) {
    try {
      backends.set(backend, cpuSecondsOf(backend));
    } catch {
      // A backend that ended while read.
    }
  }
  return { pid, process: cpuSecondsOf(pid), backends };
}

/** Each profiled service's CPU so far (the gateway has no database of its own). */
async function profiledCpu(productPid: number, prefix: string, postgres: DataSource) {
  const cpu = new Map<Profiled, Awaited<ReturnType<typeof serviceCpu>>>();
  for (const service of PROFILED) {
    const script = service === 'spl-rewards' ? SPL_REWARDS_SCRIPT : join(service, 'dist', 'src', 'main.js');
    cpu.set(
      service,
      await serviceCpu(childRunning(productPid, script), `${prefix}_${service.replace('-', '_')}`, postgres),
    );
  }
  return cpu;
}

const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/**
 * Per profiled service: its process's and its database backends' CPU seconds between two readings;
 * a process killed in between counts up to its kill, and the one started after it all its life.
 */
function cpuUsed(
  before: Awaited<ReturnType<typeof profiledCpu>>,
  after: Awaited<ReturnType<typeof profiledCpu>>,
  killed?: SplRewardsKill,
) {
  return PROFILED.map((service) => {
    const [b, a] = [before.get(service)!, after.get(service)!];
    const process =
      a.pid === b.pid ? a.process - b.process : (killed?.cpuSeconds ?? NaN) - b.process + a.process;
    return { service, process, database: cpuBetween(b.backends, a.backends) };
  });
}

let stack: BenchStack | undefined;

async function main() {
  const seasonStart = new Date(Date.now() + 24 * 3_600_000).toISOString();
  stack = await startBenchStack({
    name: 'gw',
    port: PORT,
    postgresUrl: POSTGRES_URL,
    redisUrl: REDIS_URL,
    // The season starts tomorrow and the clock is held: only the operator's advance plays it.
    env: {
      SIMULATOR_ENABLED: 'true',
      GAME_CLOCK_CONTROL: 'true',
      SEASON_START: seasonStart,
      SIMULATOR_SEED,
      RESTART_CRASHED: String(FAULT),
    },
  });
  const { prefix, brokers, product } = stack;
  const cleanups: (() => Promise<unknown>)[] = [() => stack!.close()];
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    const usersUrl = new URL(POSTGRES_URL);
    usersUrl.pathname = `/${prefix}_users`;
    const operator = await signInOperator(baseUrl, usersUrl.toString());
    await operator.hold();
    const [users, squads, splRewards, matches, postgres] = await Promise.all([
      openServiceDatabase(prefix, 'users'),
      openServiceDatabase(prefix, 'squads', 4),
      openServiceDatabase(prefix, 'spl_rewards'),
      openServiceDatabase(prefix, 'matches'),
      new DataSource({ type: 'postgres', url: POSTGRES_URL, poolSize: 1 }).initialize(),
    ]);
    cleanups.push(() =>
      Promise.all([users, squads, splRewards, matches, postgres].map((db) => db.destroy())),
    );

    const backboneDatabase = await createDisposableDatabase(POSTGRES_URL);
    cleanups.push(() => backboneDatabase.drop());
    const backbone = await openDataSource(backboneDatabase.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000, CreateBenchEffect1763900000000],
    });
    cleanups.push(() => backbone.destroy());
    const bus = new KafkaEventBus({
      brokers,
      clientId: 'gameweek-end-bench',
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace: prefix,
    });
    cleanups.push(() => bus.stop());
    await startBareBackbone(bus, backbone);

    // The sample: registered through the gateway, so they sign in and subscribe as players do.
    const sample: Awaited<ReturnType<typeof registerManager>>[] = [];
    for (let m = 0; m < SUBSCRIBERS; m++) sample.push(await registerManager(baseUrl, 'gws'));
    const arrivals = await subscribeToRewards(baseUrl, sample);
    cleanups.push(() => arrivals.close());
    const footballers = await count(matches, 'SELECT count(*)::int AS n FROM footballer');
    await until(
      "the catalogue and the sample's registrations in squads",
      async () =>
        (await count(squads, 'SELECT count(*)::int AS n FROM footballer')) === footballers &&
        (await count(squads, 'SELECT count(*)::int AS n FROM manager WHERE id = ANY($1::uuid[])', [
          sample.map((s) => s.id),
        ])) === sample.length,
      120_000,
    );

    const seedStarted = Date.now();
    const [{ password_hash: passwordHash }] = await users.query(
      'SELECT password_hash FROM user_account WHERE id = $1',
      [sample[0]!.id],
    );
    const seeded = await seedUsers(users, MANAGERS - sample.length, passwordHash);
    await seedSplRewardsManagers(splRewards, seeded);
    await seedSquadsManagers(squads, seeded);
    const drawn = drawSquads(
      [...sample.map((s) => s.id), ...seeded.map((m) => m.id)],
      await catalogueOf(squads),
    );
    await seedSquads(squads, drawn);
    const fielded = startersTally(drawn);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    process.stdout.write(`seeded ${MANAGERS} managers in ${seedSeconds.toFixed(0)} s\n`);

    // The deadline: squads locks every lineup; spl-rewards learns each one before any action is played.
    const lockStarted = Date.now();
    await operator.advance(GAMEWEEK, 'STARTED');
    await until(
      "every lineup in spl-rewards' projection",
      async () =>
        (await count(splRewards, 'SELECT count(*)::int AS n FROM lineup_starter WHERE gameweek = $1', [
          GAMEWEEK,
        ])) ===
        MANAGERS * 11,
      WAIT_MS,
      () => operator.hold(),
    );
    const lockSeconds = (Date.now() - lockStarted) / 1000;
    process.stdout.write(`lineups locked and known to spl-rewards in ${lockSeconds.toFixed(0)} s\n`);

    const cpuBefore = await profiledCpu(product.pid, prefix, postgres);
    const rewardsBefore = await count(splRewards, 'SELECT count(*)::int AS n FROM spl_reward');
    const fault = FAULT
      ? killSplRewardsOnceCrediting({
          productPid: product.pid,
          splRewards,
          rewardsBefore,
          readyUrl: new URL('/ready', servicesModeSubgraphUrls(PORT)['spl-rewards']).toString(),
          pollMs: 250,
          timeoutMs: WAIT_MS,
        })
      : undefined;
    // Until it is awaited below, its failure is this run's, not an unhandled rejection.
    fault?.catch(() => undefined);
    const played = Date.now();
    await operator.advance(GAMEWEEK, 'FINISHED');
    process.stdout.write(`gameweek played in ${((Date.now() - played) / 1000).toFixed(0)} s\n`);

    // Every action event of the gameweek applied by the rewards consumer and the backbone; every lineup final.
    const actionEvents: { id: string; action_id: string | null }[] = await matches.query(
      `SELECT id, payload->'action'->>'id' AS action_id FROM outbox_event
       WHERE type IN ('MatchActionRecorded', 'CleanSheetKept') AND (payload->>'gameweek' = $1 OR payload->'snapshot'->>'gameweek' = $1)`,
      [String(GAMEWEEK)],
    );
    const rewardEvents = actionEvents.map((e) => e.id);
    const actionIds = actionEvents.flatMap((e) => (e.action_id ? [e.action_id] : []));
    await until('spl-rewards and squads to apply the gameweek', async () => {
      // The rewards consumer's markers: spl-rewards' other consumers of these events (achievements,
      // earnings…) can be done first, the rewards one still catching up (after a restart).
      const applied = await count(
        splRewards,
        `SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1 AND event_id = ANY($2::uuid[])`,
        [REWARDS_CONSUMER, rewardEvents],
      );
      // Stops at the first lineup not final yet, where a count would read every lineup each time.
      const [{ waiting }] = (await squads.query(
        'SELECT EXISTS (SELECT 1 FROM gameweek_lineup WHERE gameweek = $1 AND NOT final) AS waiting',
        [GAMEWEEK],
      )) as { waiting: boolean }[];
      const effects = await count(
        backbone,
        'SELECT count(*)::int AS n FROM bench_effect WHERE event_id = ANY($1::uuid[])',
        [actionIds],
      );
      return applied === rewardEvents.length && !waiting && effects === actionIds.length;
    });
    const killed = await fault;
    const cpuAfter = await profiledCpu(product.pid, prefix, postgres);
    const rewards = (await count(splRewards, 'SELECT count(*)::int AS n FROM spl_reward')) - rewardsBefore;
    const used = cpuUsed(cpuBefore, cpuAfter, killed);
    const spl = used.find((u) => u.service === 'spl-rewards')!;
    const cpuSeconds = spl.process + spl.database;

    // (1) The goal by the most fielded scorer.
    const goals: { action_id: string; scorer: string; recorded_at: Date }[] = await matches.query(
      `SELECT payload->'action'->>'id' AS action_id, payload->'action'->>'footballerId' AS scorer, occurred_at AS recorded_at
       FROM outbox_event WHERE type = 'MatchActionRecorded' AND payload->'action'->>'kind' = 'GOAL'`,
    );
    if (goals.length === 0) throw new Error('the gameweek had no goal');
    const paid = await rewardsPaidOnce(splRewards, GAMEWEEK, actionIds, goals);
    const goal = goals.reduce((best, g) =>
      (fielded.get(g.scorer) ?? 0) > (fielded.get(best.scorer) ?? 0) ? g : best,
    );
    const credits: { id: string; credited_at: Date }[] = await splRewards.query(
      // Every carried reward once, hash-joined to the goal's: a lookup per reward would scan the outbox each time.
      `WITH goal AS (SELECT id FROM spl_reward WHERE action_id = $1 AND action_type = 'goal'),
       carried AS (SELECT (carried.reward->>'rewardId')::uuid AS id, o.occurred_at FROM outbox_event o
         CROSS JOIN LATERAL jsonb_array_elements(o.payload->'rewards') AS carried(reward)
         WHERE o.type = 'SplRewardsAwarded')
       SELECT g.id, min(c.occurred_at) AS credited_at FROM goal g JOIN carried c ON c.id = g.id GROUP BY g.id`,
      [goal.action_id],
    );
    const recordedAt = goal.recorded_at.getTime();
    const toLedger = percentiles(credits.map((c) => c.credited_at.getTime() - recordedAt));
    const toScreens = percentiles(
      credits.flatMap((c) => {
        const at = arrivals.arrivalOf(c.id);
        return at === undefined ? [] : [at - recordedAt];
      }),
    );
    const sampleFielding = await count(
      splRewards,
      'SELECT count(*)::int AS n FROM lineup_starter WHERE gameweek = $1 AND footballer_id = $2 AND manager_id = ANY($3::uuid[])',
      [GAMEWEEK, goal.scorer, sample.map((s) => s.id)],
    );
    const [effect]: { applied_at: Date }[] = await backbone.query(
      'SELECT applied_at FROM bench_effect WHERE event_id = $1',
      [goal.action_id],
    );
    const allEffects: { applied_at: Date; occurred_at: Date }[] = await backbone.query(
      'SELECT applied_at, occurred_at FROM bench_effect WHERE event_id = ANY($1::uuid[])',
      [actionIds],
    );
    const backboneAll = percentiles(allEffects.map((e) => e.applied_at.getTime() - e.occurred_at.getTime()));

    // (2) From the last final whistle.
    const [{ finished_at: finishedAt }]: { finished_at: Date }[] = await matches.query(
      `SELECT occurred_at AS finished_at FROM outbox_event WHERE type = 'GameweekFinished'`,
    );
    const [{ at: lastFinal }]: { at: Date }[] = await squads.query(
      `SELECT max(occurred_at) AS at FROM outbox_event WHERE type = 'ManagerGameweekPointsUpdated' AND (payload->>'final')::boolean`,
    );
    const [{ at: lastCredit }]: { at: Date }[] = await splRewards.query(
      `SELECT max(occurred_at) AS at FROM outbox_event WHERE type = 'SplRewardsAwarded'`,
    );
    // The sample's points through the gateway, each against squads' own row.
    const expected: { manager_id: string; points: number }[] = await squads.query(
      'SELECT manager_id, points FROM gameweek_lineup WHERE gameweek = $1 AND manager_id = ANY($2::uuid[])',
      [GAMEWEEK, sample.map((s) => s.id)],
    );
    const wrongReads: string[] = [];
    for (const manager of sample) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: manager.cookie },
        body: JSON.stringify({
          query: '{ myStats { totalPoints rank gameweeks(limit: 1) { gameweek points final } } }',
        }),
      });
      const body = (await res.json()) as {
        data?: {
          myStats: {
            totalPoints: number;
            rank: number | null;
            gameweeks: { points: number; final: boolean }[];
          };
        };
      };
      const read = body.data?.myStats;
      const want = expected.find((e) => e.manager_id === manager.id);
      if (
        !read ||
        !want ||
        !read.gameweeks[0]?.final ||
        read.gameweeks[0].points !== want.points ||
        read.rank === null
      )
        wrongReads.push(`${JSON.stringify(body)} where squads has ${JSON.stringify(want)}`);
    }
    const readableAt = Date.now();
    const invariant = await new LedgerService(new LedgerRepository(splRewards)).invariant();

    const ms = (value: number) => value.toFixed(0).padStart(8);
    const since = (at: Date | number) =>
      ((typeof at === 'number' ? at : at.getTime()) - finishedAt.getTime()) / 1000;
    process.stdout.write(
      [
        '',
        `Gameweek end, services mode (PostgreSQL, Redis, Kafka): ${MANAGERS} managers with locked lineups, ${SUBSCRIBERS} of them subscribed; gameweek ${GAMEWEEK}, 10 matches at full speed`,
        `(1) the goal by the most fielded scorer (in ${fielded.get(goal.scorer) ?? 0} lineups, ${sampleFielding} of the sample), from its record in matches:`,
        `${'to'.padEnd(58)} ${'n'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'all ms'.padStart(8)}`,
        `${'bare backbone (this action event, one insert)'.padEnd(58)} ${ms(1)} ${ms(effect!.applied_at.getTime() - recordedAt)} ${ms(effect!.applied_at.getTime() - recordedAt)} ${ms(effect!.applied_at.getTime() - recordedAt)}`,
        `${'bare backbone (every action event of the gameweek)'.padEnd(58)} ${ms(backboneAll.n)} ${ms(backboneAll.p50)} ${ms(backboneAll.p99)} ${ms(backboneAll.max)}`,
        `${'each manager credited in the ledger (spl-rewards)'.padEnd(58)} ${ms(toLedger.n)} ${ms(toLedger.p50)} ${ms(toLedger.p99)} ${ms(toLedger.max)}`,
        `${'splPaid at the sample subscribers (gateway)'.padEnd(58)} ${ms(toScreens.n)} ${ms(toScreens.p50)} ${ms(toScreens.p99)} ${ms(toScreens.max)}`,
        `credited ${toLedger.n} of the ${fielded.get(goal.scorer) ?? 0} managers fielding him; reached ${toScreens.n} of the ${sampleFielding} subscribers fielding him`,
        `goals (1): all credited within 10 s ${toLedger.max < 10_000 ? 'met' : 'NOT met'}; p99 to screen within 12 s ${toScreens.p99 < 12_000 ? 'met' : 'NOT met'}`,
        `(2) from the last final whistle: every lineup's points final in squads ${since(lastFinal).toFixed(1)} s; last reward credited ${since(lastCredit).toFixed(1)} s; ` +
          `sample read through the gateway ${since(readableAt).toFixed(1)} s (${SUBSCRIBERS - wrongReads.length}/${SUBSCRIBERS} final and right)`,
        ...wrongReads.map((wrong) => `  wrong read: ${wrong}`),
        `(3) spl-rewards CPU (process + its database backends): ${cpuSeconds.toFixed(1)} s for ${rewards} rewards = ${((cpuSeconds / rewards) * 1000).toFixed(2)} s per 1,000 rewards`,
        `CPU s while the gameweek was played and applied (process / its database's backends): ` +
          used.map((u) => `${u.service} ${u.process.toFixed(1)} / ${u.database.toFixed(1)}`).join('; '),
        ...(killed
          ? [
              `fault: spl-rewards killed with SIGKILL after ${killed.rewardsAtKill} of the gameweek's ${rewards} rewards, ready again ${(killed.restartMs / 1000).toFixed(1)} s later`,
            ]
          : []),
        `every reward paid once: ${paidOnce(paid) ? 'yes' : 'NO'} (${paid.rewards} rewards of the gameweek's actions, ${paid.unpaid} unpaid, ` +
          `carried ${paid.carried} times in SplRewardsAwarded by ${paid.carriedDistinct} distinct; ${paid.goals - paid.goalsMiscounted} of ${paid.goals} goals credited to exactly the lineups fielding the scorer)`,
        `world: seeded in ${seedSeconds.toFixed(0)} s; lineups locked and known to spl-rewards in ${lockSeconds.toFixed(0)} s; ${goals.length} goals, ${actionIds.length} actions`,
        `ledger: issued ${invariant.issued}, balances ${invariant.balances}, escrow ${invariant.escrow}, treasury ${invariant.treasury}, balanced: ${invariant.balanced ? 'yes' : 'NO'}`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => logger.error({ err: error }));
  }
}

runBounded('gameweek-end', main, RUN_DEADLINE_MS, () => stack?.product.kill());
