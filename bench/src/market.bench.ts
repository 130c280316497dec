import { randomUUID } from 'node:crypto';
import { allContracts, allTopics, marketFeeFor } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { LedgerRepository, LedgerService } from '@sfl/spl-rewards';
import { DataSource } from 'typeorm';
import { LedgerBaseline, type LedgerRound } from './market-ledger-baseline';
import { now, type SoldListings, subscribeToSoldListings } from './market-sold-listings';
import {
  type BenchListing,
  fundBuyers,
  graphqlRequest,
  inPool,
  listCards,
  type Manager,
  playGameweeks,
  registerManagers,
  STARTER_PACK_CARDS,
  starterCards,
  untilPlayed,
} from './market-world';
import { type BenchStack, startBenchStack } from './services-mode';
import { RewardingWorld } from './spl-rewards-world';
import { knob } from './smoke';
import { runBounded } from './bounded-run';

// Player-market purchases through the gateway, services mode on PostgreSQL, Redis and Kafka:
// BENCH_MARKET_PURCHASES (default 300) purchases of distinct listings per round by
// BENCH_MARKET_CONCURRENCY (default 20) buyers at once, each buying one listing after another
// (closed loop), each timed from its buyListing request to its purchase COMPLETED: nft took the
// listing, spl-rewards held the buyer's SPL, nft moved the card (docs/market.md). The bench learns of
// the completion from the gateway's marketListingEnded push (SOLD is recorded in the transaction that
// completes the purchase); a purchase with no push after 2 s is polled (marketPurchase, every second),
// which is how a FAILED one ends. Beside it, in the same run and at the same concurrency, the same
// number of hold + capture pairs straight on spl-rewards' LedgerService in a database of its own on
// the same PostgreSQL: the ledger's own transfer rate. BENCH_MARKET_ROUNDS (default 3) rounds on one
// stack, medians; then the product's ledger audited, with no hold left open. Loopback only;
// databases, topics and keys are removed.
const PURCHASES = knob('BENCH_MARKET_PURCHASES', 300, 10);
const CONCURRENCY = knob('BENCH_MARKET_CONCURRENCY', 20, 3);
const ROUNDS = knob('BENCH_MARKET_ROUNDS', 3, 1);
const PRICE = 100;
const FEE = marketFeeFor(PRICE);
// The gateway; the subgraphs take the next five ports.
const PORT = Number(process.env.BENCH_MARKET_PORT ?? 3600);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Everyone first plays gameweeks 1 and 2 (only a manager who has played may list, and bonus SPL pays
// another manager only once two gameweeks are played); the buyers earn their SPL in gameweek 3.
const PLAYED_GAMEWEEKS = [1, 2];
const GAMEWEEK = 3;
// Whoever has no push after this is polled, once a second, until this deadline.
const POLL_AFTER_MS = 2_000;
const POLL_EVERY_MS = 1_000;
const PURCHASE_DEADLINE_MS = 120_000;
const RUN_DEADLINE_MS = 40 * 60_000;
const logger = createLogger({ service: 'market-bench', level: 'error' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const benchStarted = Date.now();
const progress = (text: string) =>
  process.stdout.write(`${((Date.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s  ${text}\n`);

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How one purchase went, on the bench's clock. */
interface Outcome {
  purchaseId: string | null;
  status: 'COMPLETED' | 'FAILED' | 'PENDING' | 'REFUSED';
  sentAt: number;
  answeredAt: number;
  endedAt: number;
  by: 'push' | 'poll' | 'none';
}

/** A round's figures: the market's and the ledger baseline's. */
interface RoundFigures {
  purchasesPerSecond: number;
  purchase: Percentiles;
  completed: number;
  failed: number;
  unfinished: number;
  byPoll: number;
  /** p50 of each step of a purchase, ms */
  steps: Record<StepName, number>;
  ledger: LedgerRound;
  ledgerLatency: Percentiles;
}

const STEPS = {
  answered: 'buyListing answered',
  held: 'requested → SPL held',
  moved: 'held → card moved',
  pushed: 'moved → push at bench',
  captured: 'moved → hold captured',
} as const;
type StepName = keyof typeof STEPS;

interface Bench {
  baseUrl: string;
  buyers: Manager[];
  sold: SoldListings;
  nft: DataSource;
  splRewards: DataSource;
}

/** One purchase: buyListing, then its completion from the push (or, failing that, from polling). */
async function purchase(bench: Bench, buyer: Manager, listing: BenchListing): Promise<Outcome> {
  const soldAt = bench.sold.soldAt(listing.id);
  const sentAt = now();
  const answer = await graphqlRequest<{ buyListing: { id: string; status: string } }>(
    bench.baseUrl,
    'mutation BuyListingBench($listingId: ID!, $price: Int!, $key: String!) { buyListing(listingId: $listingId, expectedPrice: $price, idempotencyKey: $key) { id status } }',
    { listingId: listing.id, price: PRICE, key: randomUUID() },
    buyer.cookie,
  );
  const answeredAt = now();
  if ('error' in answer) {
    bench.sold.forget(listing.id);
    logger.error({ listingId: listing.id, answer }, 'buyListing refused');
    return { purchaseId: null, status: 'REFUSED', sentAt, answeredAt, endedAt: answeredAt, by: 'none' };
  }
  const purchaseId = answer.data.buyListing.id;
  const ended = await new Promise<Pick<Outcome, 'status' | 'endedAt' | 'by'>>((resolve) => {
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const end = (outcome: Pick<Outcome, 'status' | 'endedAt' | 'by'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    void soldAt.then((at) => end({ status: 'COMPLETED', endedAt: at, by: 'push' }));
    const poll = async () => {
      if (done) return;
      const polled = await graphqlRequest<{ marketPurchase: { status: Outcome['status'] } }>(
        bench.baseUrl,
        'query MarketPurchaseBench($id: ID!) { marketPurchase(id: $id) { status } }',
        { id: purchaseId },
        buyer.cookie,
      ).catch(() => null);
      const at = now();
      const status = polled && 'data' in polled ? polled.data.marketPurchase.status : 'PENDING';
      if (status !== 'PENDING') end({ status, endedAt: at, by: 'poll' });
      else if (at - sentAt > PURCHASE_DEADLINE_MS) end({ status: 'PENDING', endedAt: at, by: 'none' });
      else if (!done) timer = setTimeout(() => void poll(), POLL_EVERY_MS);
    };
    timer = setTimeout(() => void poll(), POLL_AFTER_MS);
  });
  bench.sold.forget(listing.id);
  return { purchaseId, sentAt, answeredAt, ...ended };
}

/** `listings` bought, CONCURRENCY buyers at once, each one purchase after another. */
async function purchaseAll(bench: Bench, listings: readonly BenchListing[]) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = now();
  await inPool(bench.buyers, bench.buyers.length, async (buyer) => {
    while (next < listings.length) outcomes.push(await purchase(bench, buyer, listings[next++]!));
  });
  return { outcomes, seconds: (now() - started) / 1000 };
}

/** Each step's p50 from the two services' own rows (PostgreSQL's now(): a transaction's start). */
async function stepsOf(bench: Bench, outcomes: readonly Outcome[]): Promise<Record<StepName, number>> {
  const completed = outcomes.filter((o) => o.status === 'COMPLETED' && o.purchaseId);
  const ids = completed.map((o) => o.purchaseId!);
  const purchases: { id: string; requested_at: Date; settled_at: Date }[] = await bench.nft.query(
    'SELECT id, requested_at, settled_at FROM market_purchase WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const holds: { reference: string; placed_at: Date; settled_at: Date | null }[] =
    await bench.splRewards.query(
      'SELECT reference, placed_at, settled_at FROM ledger_hold WHERE reference = ANY($1::varchar[])',
      [ids],
    );
  const holdOf = new Map(holds.map((hold) => [hold.reference, hold]));
  const outcomeOf = new Map(completed.map((o) => [o.purchaseId!, o]));
  const steps: Record<StepName, number[]> = { answered: [], held: [], moved: [], pushed: [], captured: [] };
  for (const o of completed) steps.answered.push(o.answeredAt - o.sentAt);
  for (const row of purchases) {
    const hold = holdOf.get(row.id);
    const outcome = outcomeOf.get(row.id)!;
    const moved = row.settled_at.getTime();
    if (outcome.by === 'push') steps.pushed.push(outcome.endedAt - moved);
    if (!hold) continue;
    steps.held.push(hold.placed_at.getTime() - row.requested_at.getTime());
    steps.moved.push(moved - hold.placed_at.getTime());
    if (hold.settled_at) steps.captured.push(hold.settled_at.getTime() - moved);
  }
  const p50 = (values: number[]) => percentiles(values).p50;
  return {
    answered: p50(steps.answered),
    held: p50(steps.held),
    moved: p50(steps.moved),
    pushed: p50(steps.pushed),
    captured: p50(steps.captured),
  };
}

async function openHolds(splRewards: DataSource): Promise<number> {
  const [row] = await splRewards.query("SELECT count(*)::int AS n FROM ledger_hold WHERE status = 'HELD'");
  return (row as { n: number }).n;
}

async function measureRound(
  bench: Bench,
  baseline: LedgerBaseline,
  listings: readonly BenchListing[],
): Promise<RoundFigures> {
  // The baseline first, on a quiet stack; then the market, once the previous round's captures are in.
  const ledger = await baseline.round(listings.length, CONCURRENCY, PRICE);
  const { outcomes, seconds } = await purchaseAll(bench, listings);
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  const deadline = Date.now() + 60_000;
  while ((await openHolds(bench.splRewards)) > 0 && Date.now() < deadline) await sleep(200);
  return {
    purchasesPerSecond: listings.length / seconds,
    purchase: percentiles(outcomes.filter((o) => o.status === 'COMPLETED').map((o) => o.endedAt - o.sentAt)),
    completed: count('COMPLETED'),
    failed: count('FAILED') + count('REFUSED'),
    unfinished: count('PENDING'),
    byPoll: outcomes.filter((o) => o.by === 'poll').length,
    steps: await stepsOf(bench, outcomes),
    ledger,
    ledgerLatency: percentiles(ledger.latencies),
  };
}

/**
 * The product's ledger after every round: spl-rewards' invariant (the operators' splLedgerInvariant) and
 * the full audit (check-ledger), read from its database.
 */
async function ledgerCheck(bench: Bench) {
  const ledger = new LedgerService(new LedgerRepository(bench.splRewards));
  const splLedgerInvariant = await ledger.invariant();
  const audit = await ledger.audit();
  const [purchases] = (await bench.nft.query(
    `SELECT count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed,
            count(*) FILTER (WHERE status = 'PENDING')::int AS pending
     FROM market_purchase`,
  )) as { completed: number; pending: number }[];
  return { gateway: splLedgerInvariant, audit, openHolds: await openHolds(bench.splRewards), ...purchases! };
}

function report(
  rounds: RoundFigures[],
  setup: { sellers: number; funded: number },
  product: Awaited<ReturnType<typeof ledgerCheck>>,
  baselineAudit: Awaited<ReturnType<LedgerBaseline['audit']>>,
) {
  const med = (pick: (r: RoundFigures) => number) => median(rounds.map(pick));
  const num = (value: number, width = 8) => value.toFixed(0).padStart(width);
  const market = {
    rate: med((r) => r.purchasesPerSecond),
    p50: med((r) => r.purchase.p50),
    p99: med((r) => r.purchase.p99),
    max: med((r) => r.purchase.max),
  };
  const ledger = {
    rate: med((r) => r.ledger.pairsPerSecond),
    p50: med((r) => r.ledgerLatency.p50),
    p99: med((r) => r.ledgerLatency.p99),
    max: med((r) => r.ledgerLatency.max),
  };
  const line = (name: string, f: typeof market) =>
    `${name.padEnd(62)} ${num(f.rate, 7)} ${num(f.p50)} ${num(f.p99)} ${num(f.max)}`;
  const audited = (a: typeof baselineAudit) =>
    `balanced ${a.balanced ? 'yes' : 'NO'} (issued ${a.issued}, balances ${a.balances}, escrow ${a.escrow}, ` +
    `treasury ${a.treasury}, open holds ${a.holds}; unbalanced transactions ${a.unbalancedTransactions}, ` +
    `drifted accounts ${a.driftedAccounts}, below 0 ${a.negativeAccounts})`;
  process.stdout.write(
    [
      '',
      `Player market, services mode (PostgreSQL, Redis, Kafka): ${PURCHASES} purchases of distinct listings per round, ` +
        `${CONCURRENCY} buyers at once (closed loop), ${setup.sellers} sellers, ${PRICE} SPL each (fee ${FEE});`,
      `${rounds.length} rounds, medians; a purchase from its buyListing request to its COMPLETED pushed to the bench:`,
      `${''.padEnd(62)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
      line('purchases through the gateway (buyListing → COMPLETED)', market),
      line('ledger baseline: hold + capture pairs (LedgerService, same PG)', ledger),
      `ratio: ${(ledger.rate / market.rate).toFixed(1)}x the rate, p50 ${(market.p50 / ledger.p50).toFixed(1)}x, ` +
        `p99 ${(market.p99 / ledger.p99).toFixed(1)}x`,
      `a purchase's steps, p50 ms: ` +
        (Object.keys(STEPS) as StepName[])
          .map((step) => `${STEPS[step]} ${med((r) => r.steps[step]).toFixed(0)}`)
          .join('; '),
      ...rounds.map(
        (r, i) =>
          `round ${i + 1}: ${r.purchasesPerSecond.toFixed(1)} purchases/s, ${r.completed} completed, ${r.failed} failed, ` +
          `${r.unfinished} still pending, ${r.byPoll} ended by polling; p50 ${r.purchase.p50.toFixed(0)} p99 ` +
          `${r.purchase.p99.toFixed(0)} ms; ledger ${r.ledger.pairsPerSecond.toFixed(0)} pairs/s, p99 ${r.ledgerLatency.p99.toFixed(0)} ms`,
      ),
      `buyers funded through SPL rewards (${setup.funded} SPL each at least)`,
      `product ledger: ${audited(product.audit)}; gateway invariant balanced ${product.gateway.balanced ? 'yes' : 'NO'}`,
      `  treasury ${product.audit.treasury} = ${FEE} × ${product.completed} completed purchases: ` +
        `${product.audit.treasury === FEE * product.completed ? 'yes' : 'NO'}; holds still open: ${product.openHolds}; ` +
        `purchases still pending: ${product.pending}`,
      `baseline ledger: ${audited(baselineAudit)}`,
      '',
    ].join('\n'),
  );
}

let stack: BenchStack | undefined;

async function main() {
  stack = await startBenchStack({
    name: 'market',
    port: PORT,
    postgresUrl: POSTGRES_URL,
    redisUrl: REDIS_URL,
    // Each buyer buys one listing after another, far more than a manager's quota of a minute.
    env: { MARKET_PURCHASES_PER_MINUTE: String(10 * PURCHASES) },
  });
  const { prefix, brokers } = stack;
  const cleanups: (() => Promise<unknown>)[] = [() => stack!.close()];
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const serviceDatabase = async (name: string) => {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${prefix}_${name}`;
      return new DataSource({ type: 'postgres', url: url.toString(), poolSize: 2 }).initialize();
    };
    const nft = await serviceDatabase('nft');
    const splRewards = await serviceDatabase('spl_rewards');
    cleanups.push(() => Promise.all([nft.destroy(), splRewards.destroy()]));

    // Listings: a warm-up purchase per buyer, then every round's, each of its own card.
    const warmUp = CONCURRENCY;
    const listingCount = warmUp + ROUNDS * PURCHASES;
    const sellerCount = Math.ceil(listingCount / STARTER_PACK_CARDS);
    const buyers = await registerManagers(baseUrl, 'buyer', CONCURRENCY);
    const sellers = await registerManagers(baseUrl, 'seller', sellerCount);
    const packs = await inPool(sellers, 4, async (manager) => ({
      manager,
      cards: await starterCards(baseUrl, manager),
    }));

    // What squads and matches would publish: lineups and gameweeks, then goals (fundBuyers).
    const stand = await createDisposableDatabase(POSTGRES_URL);
    cleanups.push(() => stand.drop());
    const producer = await openDataSource(stand.target, {
      entities: [],
      migrations: [CreateEventTables1763800000000],
    });
    cleanups.push(() => producer.destroy());
    const bus = new KafkaEventBus({
      brokers,
      clientId: 'market-bench',
      topics: allTopics,
      contracts: allContracts,
      logger,
      namespace: prefix,
    });
    cleanups.push(() => bus.stop());
    await bus.startPublishing('stand-ins', producer);
    const everyone = [...buyers, ...sellers].map((manager) => manager.id);
    await playGameweeks(producer, everyone, PLAYED_GAMEWEEKS);
    await untilPlayed(
      nft,
      sellers.map((seller) => seller.id),
      PLAYED_GAMEWEEKS.length,
    );
    const listings = await listCards(baseUrl, packs, listingCount, PRICE);
    progress(
      `${CONCURRENCY} buyers and ${sellerCount} sellers registered and played, ${listingCount} cards listed`,
    );

    // Each buyer's SPL: twice an even share of every purchase, as some buy more than others.
    const spl = 2 * Math.ceil(listingCount / CONCURRENCY) * PRICE;
    const funded = await fundBuyers(baseUrl, new RewardingWorld(GAMEWEEK), producer, buyers, spl);
    progress(`buyers funded with ${funded} SPL or more each`);

    const sold = await subscribeToSoldListings(baseUrl, buyers[0]!.cookie);
    cleanups.push(() => sold.close());
    const bench: Bench = { baseUrl, buyers, sold, nft, splRewards };
    const baseline = await LedgerBaseline.open(POSTGRES_URL, CONCURRENCY, sellerCount, spl);
    cleanups.push(() => baseline.close());

    // Warm-up: one purchase per buyer through the whole path.
    const warm = await purchaseAll(bench, listings.slice(0, warmUp));
    const pending = warm.outcomes.filter((o) => o.status !== 'COMPLETED');
    if (pending.length)
      throw new Error(
        `${pending.length} of ${warmUp} warm-up purchases did not complete (${pending.map((o) => o.status).join(', ')}); ` +
          "is spl-rewards' market consumer (MarketPurchaseRequested → MarketFundsHeld) running?",
      );
    await baseline.round(warmUp, CONCURRENCY, PRICE);
    progress('warmed up');

    const rounds: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const from = warmUp + round * PURCHASES;
      rounds.push(await measureRound(bench, baseline, listings.slice(from, from + PURCHASES)));
      progress(`round ${round + 1}/${ROUNDS} done`);
    }
    report(rounds, { sellers: sellerCount, funded }, await ledgerCheck(bench), await baseline.audit());
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => logger.error({ err: error }));
  }
}

runBounded('market', main, RUN_DEADLINE_MS, () => stack?.product.kill());
