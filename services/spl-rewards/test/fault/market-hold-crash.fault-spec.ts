import { randomUUID } from 'node:crypto';
import {
  marketFeeFor,
  MarketPurchaseFailed,
  MarketPurchaseRequested,
  MarketSaleCompleted,
} from '@sfl/contracts';
import { until } from '@sfl/testing';
import { SYSTEM_ACCOUNT_IDS } from '../../src/ledger/ledger-accounts';
import { MARKET_CONSUMER } from '../../src/market/market.consumer';
import { expectDatabaseLedgerBalanced } from '../spl-rewards-test-app';
import { describeWithKafka, FaultWorld } from './fault-world';

// Fault test: a spl-rewards process killed between the hold and the capture leaves no SPL held for
// ever. The market consumer runs in a process of its own on Kafka; it holds the price of every
// purchase and is killed with SIGKILL; nft's answers (sales, new cards, failures) are recorded while
// it is down; restarted, it is killed again in the middle of settling them, and started once more.
// Every hold is captured or released exactly once, no SPL is left in ESCROW and the ledger adds up.
const BUYERS = 4;
const PER_BUYER = 75;
const GRANT = 2_000;
/** Purchases of a buyer who holds nothing: refused, then failed by nft. */
const REFUSED = 10;

type Outcome = 'SALE' | 'NEW_CARD' | 'FAILED';

interface Purchase {
  purchaseId: string;
  buyerId: string;
  sellerId: string | null;
  price: number;
  outcome: Outcome;
}

const buyerIds = Array.from({ length: BUYERS }, () => randomUUID());
const sellerIds = Array.from({ length: 3 }, () => randomUUID());
const brokeBuyer = randomUUID();
/** Purchase n: a listing sale, a new card or a purchase nft fails (its card went meanwhile), in turn. */
const purchases: Purchase[] = Array.from({ length: BUYERS * PER_BUYER }, (_, n) => {
  const outcome = (['SALE', 'NEW_CARD', 'FAILED'] as const)[n % 3]!;
  return {
    purchaseId: randomUUID(),
    buyerId: buyerIds[n % BUYERS]!,
    sellerId: outcome === 'NEW_CARD' ? null : sellerIds[n % sellerIds.length]!,
    price: 5 + (n % 20),
    outcome,
  };
});
const refused: Purchase[] = Array.from({ length: REFUSED }, () => ({
  purchaseId: randomUUID(),
  buyerId: brokeBuyer,
  sellerId: sellerIds[0]!,
  price: 10,
  outcome: 'FAILED',
}));
/** What nft pays the seller and the treasury of a sale (docs/market.md). */
const feeOf = (purchase: Purchase) =>
  purchase.sellerId === null ? purchase.price : marketFeeFor(purchase.price);

describeWithKafka('fault: spl-rewards killed between the hold and the capture of market purchases', () => {
  const world = FaultWorld.onFaultStage('fault_market', ['market']);
  const marketEventsApplied = () => world.eventsApplied(MARKET_CONSUMER);

  jest.setTimeout(120_000);

  beforeAll(() => world.open());
  afterAll(() => world.close());

  it('should capture or release every hold exactly once across two SIGKILLs and restarts', async () => {
    await world.startProcess();
    const splRewards = world.splRewards;
    await world.grant(buyerIds, GRANT);

    // 1. Every price held (or refused), then the process killed: the SPL sits in ESCROW.
    const all = [...purchases, ...refused];
    await world.standIns.recordMany(
      MarketPurchaseRequested,
      all.map(({ purchaseId, buyerId, sellerId, price }) => ({
        aggregateId: purchaseId,
        payload: { purchaseId, buyerId, sellerId, price, requestedAt: new Date().toISOString() },
      })),
    );
    await until(
      'every purchase held or refused',
      async () => (await marketEventsApplied()) >= all.length,
      90_000,
    );
    await world.stopProcess('SIGKILL');
    expect(await world.answered('MarketFundsHeld')).toBe(purchases.length);
    expect(await world.answered('MarketFundsRefused')).toBe(REFUSED);
    const heldTotal = purchases.reduce((sum, purchase) => sum + purchase.price, 0);
    expect(await expectDatabaseLedgerBalanced(splRewards)).toMatchObject({
      escrow: heldTotal,
      holds: heldTotal,
    });

    // 2. nft's answers while spl-rewards is down, as its outbox relay would publish them.
    await world.standIns.recordMany(
      MarketSaleCompleted,
      purchases
        .filter((purchase) => purchase.outcome !== 'FAILED')
        .map((purchase) => ({
          aggregateId: purchase.purchaseId,
          payload: {
            purchaseId: purchase.purchaseId,
            cardId: randomUUID(),
            buyerId: purchase.buyerId,
            sellerId: purchase.sellerId,
            price: purchase.price,
            sellerAmount: purchase.price - feeOf(purchase),
            fee: feeOf(purchase),
            completedAt: new Date().toISOString(),
          },
        })),
    );
    await world.standIns.recordMany(
      MarketPurchaseFailed,
      [...purchases.filter((purchase) => purchase.outcome === 'FAILED'), ...refused].map((purchase) => ({
        aggregateId: purchase.purchaseId,
        payload: {
          purchaseId: purchase.purchaseId,
          buyerId: purchase.buyerId,
          reason:
            purchase.buyerId === brokeBuyer ? ('INSUFFICIENT_SPL' as const) : ('CARD_UNAVAILABLE' as const),
          failedAt: new Date().toISOString(),
        },
      })),
    );
    const totalEvents = all.length * 2;

    // 3. Restarted, and killed again while it settles them.
    await world.startProcess();
    await until(
      'a fifth of the holds settled',
      async () => (await world.settledHolds()) >= purchases.length / 5,
      90_000,
    );
    await world.stopProcess('SIGKILL');
    expect(await world.settledHolds()).toBeLessThan(purchases.length);

    // 4. Started once more: it finishes from where its committed work ends.
    await world.startProcess();
    await until('every event applied', async () => (await marketEventsApplied()) >= totalEvents, 90_000);
    // Stopped before counting, so nothing can move after the counts are read.
    await world.stopProcess('SIGTERM');

    expect(await marketEventsApplied()).toBe(totalEvents);
    expect(await world.count('SELECT count(*) AS n FROM dead_letter_event')).toBe(0);
    // Each purchase held once, then captured or released once; the refused ones never held.
    const movements: { operation: string; n: number; purchases: number }[] = await splRewards.query(
      `SELECT operation, count(*)::int AS n, count(DISTINCT split_part(idempotency_key, ':', 2))::int AS purchases
       FROM ledger_transaction WHERE idempotency_key LIKE 'market:%' GROUP BY operation ORDER BY operation`,
    );
    const settledBy = (outcome: Outcome) => purchases.filter((purchase) => purchase.outcome === outcome);
    const captured = purchases.length - settledBy('FAILED').length;
    expect(movements).toEqual([
      { operation: 'HOLD_CAPTURE', n: captured, purchases: captured },
      { operation: 'HOLD_PLACE', n: purchases.length, purchases: purchases.length },
      { operation: 'HOLD_RELEASE', n: settledBy('FAILED').length, purchases: settledBy('FAILED').length },
    ]);
    expect(await world.count(`SELECT count(*) AS n FROM ledger_hold WHERE status = 'HELD'`)).toBe(0);
    expect(
      await splRewards.query(
        `SELECT payload->>'outcome' AS outcome, count(*)::int AS n, count(DISTINCT payload->>'purchaseId')::int AS purchases
         FROM outbox_event WHERE type = 'MarketFundsSettled' GROUP BY 1 ORDER BY 1`,
      ),
    ).toEqual([
      { outcome: 'CAPTURED', n: captured, purchases: captured },
      { outcome: 'RELEASED', n: settledBy('FAILED').length, purchases: settledBy('FAILED').length },
    ]);

    // Every buyer paid exactly their completed purchases; sellers and the treasury got their parts.
    const paidBy = (buyerId: string) =>
      purchases
        .filter((purchase) => purchase.buyerId === buyerId && purchase.outcome !== 'FAILED')
        .reduce((sum, purchase) => sum + purchase.price, 0);
    for (const buyerId of buyerIds) expect(await world.balanceOf(buyerId)).toBe(GRANT - paidBy(buyerId));
    for (const sellerId of sellerIds)
      expect(await world.balanceOf(sellerId)).toBe(
        settledBy('SALE')
          .filter((purchase) => purchase.sellerId === sellerId)
          .reduce((sum, purchase) => sum + purchase.price - feeOf(purchase), 0),
      );
    const fees = purchases
      .filter((purchase) => purchase.outcome !== 'FAILED')
      .reduce((sum, purchase) => sum + feeOf(purchase), 0);
    expect(await world.balanceOf(SYSTEM_ACCOUNT_IDS.TREASURY)).toBe(fees);
    expect(await expectDatabaseLedgerBalanced(splRewards)).toMatchObject({
      issued: GRANT * BUYERS,
      escrow: 0,
      holds: 0,
      treasury: fees,
    });
  }, 400_000);
});
