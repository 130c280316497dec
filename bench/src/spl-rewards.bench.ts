import { allContracts, allTopics } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { LedgerRepository, LedgerService } from '@sfl/spl-rewards';
import { DataSource } from 'typeorm';
import { startBareBackbone } from './bare-backbone';
import { CreateBenchEffect1763900000000 } from './bench-effect';
import { type BenchStack, startBenchStack } from './services-mode';
import { type RewardArrivals, subscribeToRewards } from './spl-rewards-arrivals';
import { RewardingWorld } from './spl-rewards-world';
import { registerManager } from './register-manager';
import { knob } from './smoke';
import { runBounded } from './bounded-run';

// SPL rewards for match actions, services mode on PostgreSQL and Kafka: BENCH_SPL_RATE (default
// 1,000) match actions per second for BENCH_SPL_SECONDS (default 10), each a goal (every second one
// with an assist) by a footballer fielded in the locked lineups of BENCH_SPL_MANAGERS (default 10)
// managers, in five matches (each footballer plays in one), recorded one per transaction in a
// matches-side stand-in outbox. Per action, from its
// commit to (a) its rewards' ledger credits written in spl-rewards' transaction and (b) the
// splPaid message carrying them (one per payment, all its rewards) reaching each manager's
// graphql-ws subscriber on the gateway, with the messages delivered against the gateway's
// GraphQL executions (its sfl_live_executions_total); beside them, the
// bare backbone: the same action events applied by a consumer delivered as the rewards one is
// (batched, partitions side by side) with one insert each.
// BENCH_SPL_ROUNDS (default 3) rounds on one stack, then the ledger invariant and every manager's
// balance. Loopback only; databases, topics and keys are removed.
const RATE = knob('BENCH_SPL_RATE', 1_000, 50);
const SECONDS = knob('BENCH_SPL_SECONDS', 10, 2);
const MANAGERS = knob('BENCH_SPL_MANAGERS', 10, 3);
const ROUNDS = knob('BENCH_SPL_ROUNDS', 3, 1);
const GAMEWEEK = 1;
const WARM_UP_ACTIONS = 20;
// The gateway; the subgraphs take the next five ports.
const PORT = Number(process.env.BENCH_SPL_PORT ?? 3500);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DRAIN_DEADLINE_MS = 10 * 60_000;
const RUN_DEADLINE_MS = 40 * 60_000;
const logger = createLogger({ service: 'spl-rewards-bench', level: 'error' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

interface RoundFigures {
  actionsPerSecond: number;
  rewards: number;
  rewardsPerSecond: number;
  ledger: Percentiles;
  subscriber: Percentiles;
  backbone: Percentiles;
  missing: number;
  /** splPaid messages the subscribers received in the round */
  messages: number;
  /** the gateway's executions of the subscribers' operation in the round */
  executions: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The stack under test and the bench's own producer, consumer and subscriber around it. */
interface Bench {
  world: RewardingWorld;
  producer: DataSource;
  backbone: DataSource;
  splRewards: DataSource;
  arrivals: RewardArrivals;
  baseUrl: string;
  metricsUrl: string;
  managers: { id: string; cookie: string }[];
  /** actions recorded so far (warm-up included) */
  recorded: number;
}

async function until(what: string, done: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Records actions `from` … `from + count − 1`, one transaction each; answers their commit times. */
async function recordPaced(bench: Bench, count: number, perSecond: number) {
  const committedAt = new Map<string, number>();
  const from = bench.recorded;
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / perSecond;
    if (due > Date.now()) await sleep(due - Date.now());
    // The pool has 10 connections; more waiting transactions would only queue in the driver.
    if (inFlight.size >= 20) await Promise.race(inFlight);
    const recording = bench.producer
      .transaction((manager) => bench.world.recordAction(manager, from + i))
      .then((actionId) => {
        committedAt.set(actionId, Date.now());
      });
    inFlight.add(recording);
    void recording.finally(() => inFlight.delete(recording));
  }
  await Promise.all(inFlight);
  bench.recorded += count;
  return { committedAt, seconds: (Date.now() - started) / 1000 };
}

/** The gateway's executions of the bench's subscription so far, from its metrics. */
async function gatewayExecutions(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const sample = /^sfl_live_executions_total\{[^}]*operation="SplPaidBench"[^}]*\} (\d+)$/m.exec(text);
  return Number(sample?.[1] ?? 0);
}

async function measureRound(bench: Bench): Promise<RoundFigures> {
  const expectedBefore = MANAGERS * bench.world.rewardsPerManager(bench.recorded);
  const messagesBefore = bench.arrivals.messages();
  const executionsBefore = await gatewayExecutions(bench.metricsUrl);
  const count = RATE * SECONDS;
  const { committedAt, seconds } = await recordPaced(bench, count, RATE);
  const expected = MANAGERS * bench.world.rewardsPerManager(bench.recorded);
  const actionIds = [...committedAt.keys()];
  await until(
    'the rewards and backbone events of the round',
    async () => {
      const [row] = await bench.backbone.query(
        'SELECT count(*)::int AS n FROM bench_effect WHERE event_id = ANY($1::uuid[])',
        [actionIds],
      );
      return bench.arrivals.count() >= expected && row.n >= count;
    },
    DRAIN_DEADLINE_MS,
  ).catch((error: unknown) => process.stderr.write(`${String(error)}; counting what arrived\n`));

  // (a) the SplRewardsAwarded carrying the reward is recorded right after its ledger credit, in the
  // same transaction: its occurred_at is when the credit had been written (the commit follows).
  const rewards: { id: string; action_id: string; credited_at: Date }[] = await bench.splRewards.query(
    `SELECT r.id, r.action_id, o.occurred_at AS credited_at
     FROM outbox_event o
     CROSS JOIN LATERAL jsonb_array_elements(o.payload->'rewards') AS carried(reward)
     JOIN spl_reward r ON r.id = (carried.reward->>'rewardId')::uuid
     WHERE o.type = 'SplRewardsAwarded' AND r.action_id = ANY($1::uuid[])`,
    [actionIds],
  );
  const effects: { event_id: string; applied_at: Date }[] = await bench.backbone.query(
    'SELECT event_id, applied_at FROM bench_effect WHERE event_id = ANY($1::uuid[])',
    [actionIds],
  );
  // Per action: until its last reward was credited / arrived.
  const credited = new Map<string, number>();
  const arrived = new Map<string, number>();
  let missing = expected - expectedBefore - rewards.length;
  for (const reward of rewards) {
    credited.set(
      reward.action_id,
      Math.max(credited.get(reward.action_id) ?? 0, reward.credited_at.getTime()),
    );
    const at = bench.arrivals.arrivalOf(reward.id);
    if (at === undefined) missing += 1;
    else arrived.set(reward.action_id, Math.max(arrived.get(reward.action_id) ?? 0, at));
  }
  const latencies = (times: Map<string, number>) =>
    [...times].map(([actionId, at]) => at - committedAt.get(actionId)!);
  const lastCredit = Math.max(...credited.values());
  const firstCommit = Math.min(...committedAt.values());
  return {
    actionsPerSecond: count / seconds,
    rewards: rewards.length,
    rewardsPerSecond: (rewards.length / (lastCredit - firstCommit)) * 1000,
    ledger: percentiles(latencies(credited)),
    subscriber: percentiles(latencies(arrived)),
    backbone: percentiles(
      effects.map((effect) => effect.applied_at.getTime() - committedAt.get(effect.event_id)!),
    ),
    missing,
    messages: bench.arrivals.messages() - messagesBefore,
    executions: (await gatewayExecutions(bench.metricsUrl)) - executionsBefore,
  };
}

async function gatewayQuery<T>(baseUrl: string, query: string, cookie?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`the gateway answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * The ledger after all rounds: the invariant, and each manager's balance against the rules' sum
 * of their rewards plus the achievements they unlocked (First Goal, Hat-trick Hero, Early Adopter).
 */
async function ledgerCheck(bench: Bench) {
  // The operators' splLedgerInvariant, read from spl-rewards' database (anonymous callers may not).
  const splLedgerInvariant = await new LedgerService(new LedgerRepository(bench.splRewards)).invariant();
  const fromRewards = bench.world.splPerManager(bench.recorded);
  let wrongBalances = 0;
  for (const manager of bench.managers) {
    const { mySplBalance, myAchievements } = await gatewayQuery<{
      mySplBalance: { currentBalance: number };
      myAchievements: { unlocked: boolean; reward: { tokens: number } }[];
    }>(
      bench.baseUrl,
      '{ mySplBalance { currentBalance } myAchievements { unlocked reward { tokens } } }',
      manager.cookie,
    );
    const fromAchievements = myAchievements.reduce((sum, a) => sum + (a.unlocked ? a.reward.tokens : 0), 0);
    if (mySplBalance.currentBalance !== fromRewards + fromAchievements) wrongBalances += 1;
  }
  return { ...splLedgerInvariant, fromRewards, wrongBalances };
}

function report(rounds: RoundFigures[], ledger: Awaited<ReturnType<typeof ledgerCheck>>) {
  const ms = (value: number) => value.toFixed(0).padStart(8);
  const row = (name: string, p: (r: RoundFigures) => Percentiles) => {
    const p50 = median(rounds.map((r) => p(r).p50));
    const p99 = median(rounds.map((r) => p(r).p99));
    const max = median(rounds.map((r) => p(r).max));
    return { line: `${name.padEnd(64)} ${ms(p50)} ${ms(p99)} ${ms(max)}`, p50, p99 };
  };
  const backbone = row('bare backbone (the action event, one insert)', (r) => r.backbone);
  const ledgerRow = row('(a) → ledger credit written in spl-rewards', (r) => r.ledger);
  const subscriber = row('(b) → splPaid at the graphql-ws subscriber (gateway)', (r) => r.subscriber);
  const perRound = (figure: (r: RoundFigures) => number) => median(rounds.map(figure));
  process.stdout.write(
    [
      '',
      `SPL rewards, services mode (PostgreSQL, Kafka): ${RATE} match actions/s for ${SECONDS} s, ${MANAGERS} managers rewarded`,
      `per action (a goal; every second one with an assist); ${rounds.length} rounds, medians; per action from its commit:`,
      `${'to'.padEnd(64)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
      backbone.line,
      ledgerRow.line,
      subscriber.line,
      `ratios to the backbone: (a) p50 ${(ledgerRow.p50 / backbone.p50).toFixed(1)}x p99 ${(ledgerRow.p99 / backbone.p99).toFixed(1)}x; ` +
        `(b) p50 ${(subscriber.p50 / backbone.p50).toFixed(1)}x p99 ${(subscriber.p99 / backbone.p99).toFixed(1)}x`,
      `(b) messages: ${perRound((r) => r.messages)} splPaid messages for ${perRound((r) => r.rewards)} rewards, ` +
        `${perRound((r) => r.executions)} GraphQL executions (${perRound((r) => r.executions / SECONDS).toFixed(0)}/s) per round, medians`,
      `goal p99 < 1000 ms end to end: ${subscriber.p99 < 1000 ? 'met' : 'NOT met'}`,
      ...rounds.map(
        (r, i) =>
          `round ${i + 1}: ${r.actionsPerSecond.toFixed(0)} actions/s recorded, ${r.rewards} rewards, ` +
          `${r.rewardsPerSecond.toFixed(0)} rewards/s credited, ${r.missing} missing; ${r.messages} messages, ` +
          `${r.executions} executions; p99 (a) ${r.ledger.p99.toFixed(0)} ` +
          `(b) ${r.subscriber.p99.toFixed(0)} backbone ${r.backbone.p99.toFixed(0)} ms`,
      ),
      `ledger: issued ${ledger.issued}, balances ${ledger.balances}, escrow ${ledger.escrow}, treasury ${ledger.treasury}, ` +
        `balanced: ${ledger.balanced ? 'yes' : 'NO'}; ${MANAGERS - ledger.wrongBalances}/${MANAGERS} managers hold ` +
        `the expected ${ledger.fromRewards} SPL of rewards plus their achievements'`,
      '',
    ].join('\n'),
  );
}

let stack: BenchStack | undefined;

async function main() {
  stack = await startBenchStack({ name: 'spl', port: PORT, postgresUrl: POSTGRES_URL, redisUrl: REDIS_URL });
  const { prefix, brokers } = stack;
  const cleanups: (() => Promise<unknown>)[] = [() => stack!.close()];
  try {
    const databases = [
      await createDisposableDatabase(POSTGRES_URL),
      await createDisposableDatabase(POSTGRES_URL),
    ];
    cleanups.push(() => Promise.all(databases.map((database) => database.drop())));
    const producer = await openDataSource(databases[0]!.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000],
    });
    const backbone = await openDataSource(databases[1]!.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000, CreateBenchEffect1763900000000],
    });
    const splUrl = new URL(POSTGRES_URL);
    splUrl.pathname = `/${prefix}_spl_rewards`;
    const splRewards = await new DataSource({
      type: 'postgres',
      url: splUrl.toString(),
      poolSize: 2,
    }).initialize();
    cleanups.push(async () => {
      await producer.destroy();
      await backbone.destroy();
      await splRewards.destroy();
    });

    const bus = new KafkaEventBus({
      brokers,
      clientId: 'spl-rewards-bench',
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace: prefix,
    });
    cleanups.push(() => bus.stop());
    await bus.startPublishing('stand-ins', producer);
    await startBareBackbone(bus, backbone);
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const managers = [];
    for (let m = 0; m < MANAGERS; m++) managers.push(await registerManager(baseUrl, 'spl'));
    const arrivals = await subscribeToRewards(baseUrl, managers);
    cleanups.push(() => arrivals.close());

    const world = new RewardingWorld(GAMEWEEK);
    await world.registerFootballers(producer);
    await world.lockLineups(
      producer,
      managers.map((manager) => manager.id),
    );
    const metricsUrl = `http://127.0.0.1:${stack.product.metricsPort}/metrics`;
    const bench: Bench = {
      world,
      producer,
      backbone,
      splRewards,
      arrivals,
      baseUrl,
      metricsUrl,
      managers,
      recorded: 0,
    };
    // Warm-up: every manager rewarded through the whole path before measuring.
    await recordPaced(bench, WARM_UP_ACTIONS, 20);
    await until(
      'the warm-up rewards',
      () => arrivals.count() >= MANAGERS * world.rewardsPerManager(WARM_UP_ACTIONS),
      120_000,
    );

    const rounds: RoundFigures[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      rounds.push(await measureRound(bench));
      process.stdout.write(`round ${round}/${ROUNDS} done\n`);
    }
    report(rounds, await ledgerCheck(bench));
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => logger.error({ err: error }));
  }
}

runBounded('spl-rewards', main, RUN_DEADLINE_MS, () => stack?.product.kill());
