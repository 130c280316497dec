import { randomUUID } from 'node:crypto';
import {
  marketFeeFor,
  MarketPurchaseFailed,
  MarketPurchaseRequested,
  MarketSaleCompleted,
} from '@sfl/contracts';
import type { EventContract } from '@sfl/events';
import { MarketConsumer } from '../src/market/market.consumer';
import { holdWorld } from './hold-world';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';
import { handlerOf as handlerOfConsumer, race } from './transaction-race';

interface Purchase {
  purchaseId: string;
  buyerId: string;
  /** null: a new card bought from the product */
  sellerId: string | null;
  price: number;
}

interface Answer {
  type: string;
  payload: Record<string, unknown>;
}

// Transactions held open side by side need a PostgreSQL server: the embedded one runs one at a time.
const itOnServer = process.env.TEST_DATABASE_URL ? it : it.skip;

// The SPL side of a market purchase as nft drives it: its events recorded in the stand-in outbox
// (nft.events), spl-rewards' answers read from its own outbox, balances through GraphQL and the
// ledger checked after every test. The market consumer alone, so the balances are the test's.
describe('market purchases’ SPL', () => {
  const t = splRewardsSuite(['market']);
  const { grant, balanceOf, ledgerState, deadLetters, applyAtOnce } = holdWorld(t);
  let ann: string;
  let ben: string;

  const treasury = async () => (await t.ledger.invariant()).treasury;

  const purchaseOf = (buyerId: string, sellerId: string | null, price: number): Purchase => ({
    purchaseId: randomUUID(),
    buyerId,
    sellerId,
    price,
  });
  const requested = ({ purchaseId, buyerId, sellerId, price }: Purchase) => ({
    purchaseId,
    buyerId,
    sellerId,
    price,
    requestedAt: new Date().toISOString(),
  });
  /** nft's split: a listing pays the seller the price less the fee; a new card all to the treasury. */
  const completed = (purchase: Purchase, split?: { sellerAmount: number; fee: number }) => {
    const fee = purchase.sellerId ? marketFeeFor(purchase.price) : purchase.price;
    return {
      purchaseId: purchase.purchaseId,
      cardId: randomUUID(),
      buyerId: purchase.buyerId,
      sellerId: purchase.sellerId,
      price: purchase.price,
      sellerAmount: split?.sellerAmount ?? purchase.price - fee,
      fee: split?.fee ?? fee,
      completedAt: new Date().toISOString(),
    };
  };
  const failed = (purchase: Purchase, reason: 'INSUFFICIENT_SPL' | 'CARD_UNAVAILABLE') => ({
    purchaseId: purchase.purchaseId,
    buyerId: purchase.buyerId,
    reason,
    failedAt: new Date().toISOString(),
  });

  const request = (purchase: Purchase) =>
    t.publish(MarketPurchaseRequested, purchase.purchaseId, requested(purchase));
  const complete = (purchase: Purchase, split?: { sellerAmount: number; fee: number }) =>
    t.publish(MarketSaleCompleted, purchase.purchaseId, completed(purchase, split));
  const fail = (purchase: Purchase, reason: 'INSUFFICIENT_SPL' | 'CARD_UNAVAILABLE') =>
    t.publish(MarketPurchaseFailed, purchase.purchaseId, failed(purchase, reason));

  /** What spl-rewards recorded about a purchase, in order. */
  const answersFor = async (purchaseId: string): Promise<Answer[]> =>
    t.dataSource.query(
      `SELECT type, payload FROM outbox_event WHERE payload->>'purchaseId' = $1 ORDER BY sequence`,
      [purchaseId],
    );
  /** The ledger movements of a purchase: key → operation, kind and (for the hold) its status. */
  const movementsOf = async (purchaseId: string) =>
    t.dataSource.query(
      `SELECT t.idempotency_key AS key, t.operation, t.kind, h.status AS hold
       FROM ledger_transaction t LEFT JOIN ledger_hold h ON h.id = t.id
       WHERE t.idempotency_key LIKE $1 ORDER BY t.created_at, t.operation`,
      [`market:${purchaseId}:%`],
    );
  beforeEach(() => {
    ann = randomUUID();
    ben = randomUUID();
  });

  it('should hold the price from the buyer, then pay the seller the price less the fee and the treasury the fee', async () => {
    await grant(ann, 1000);
    const sale = purchaseOf(ann, ben, 400);
    const fee = marketFeeFor(400);
    expect(fee).toBe(20);

    await request(sale);
    const [held] = await answersFor(sale.purchaseId);
    expect(held).toEqual({
      type: 'MarketFundsHeld',
      payload: {
        purchaseId: sale.purchaseId,
        buyerId: ann,
        holdId: expect.any(String),
        amount: 400,
        balance: { currentBalance: 600, totalEarned: 1000 },
      },
    });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 600, totalEarned: 1000 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 400, holds: 400, treasury: 0 });

    await complete(sale);
    expect(await answersFor(sale.purchaseId)).toEqual([
      held,
      {
        type: 'MarketFundsSettled',
        payload: {
          purchaseId: sale.purchaseId,
          holdId: held!.payload.holdId,
          outcome: 'CAPTURED',
          balances: [{ managerId: ben, balance: { currentBalance: 380, totalEarned: 0 } }],
        },
      },
    ]);
    // The buyer paid the price once; the seller's sale is balance, not earnings.
    expect(await balanceOf(ann)).toEqual({ currentBalance: 600, totalEarned: 1000 });
    expect(await balanceOf(ben)).toEqual({ currentBalance: 400 - fee, totalEarned: 0 });
    expect(await treasury()).toBe(fee);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({
      issued: 1000,
      balances: 980,
      escrow: 0,
      holds: 0,
      treasury: 20,
    });
    expect(await movementsOf(sale.purchaseId)).toEqual([
      {
        key: `market:${sale.purchaseId}:hold`,
        operation: 'HOLD_PLACE',
        kind: 'market_purchase',
        hold: 'CAPTURED',
      },
      {
        key: `market:${sale.purchaseId}:capture`,
        operation: 'HOLD_CAPTURE',
        kind: 'market_sale',
        hold: null,
      },
    ]);
  });

  it('should pay the whole price of a new card to the treasury', async () => {
    await grant(ann, 700);
    const newCard = purchaseOf(ann, null, 500);

    await request(newCard);
    await complete(newCard);

    const answers = await answersFor(newCard.purchaseId);
    expect(answers.map((answer) => answer.type)).toEqual(['MarketFundsHeld', 'MarketFundsSettled']);
    expect(answers[1]!.payload).toMatchObject({ outcome: 'CAPTURED', balances: [] });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 200, totalEarned: 700 });
    expect(await treasury()).toBe(500);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0, treasury: 500 });
  });

  it('should take at least 1 SPL of fee: a 19 SPL sale pays the seller 18, a 1 SPL sale pays him nothing', async () => {
    await grant(ann, 50);
    const cheap = purchaseOf(ann, ben, 19);
    const cheapest = purchaseOf(ann, ben, 1);
    for (const sale of [cheap, cheapest]) {
      await request(sale);
      await complete(sale);
    }
    expect(await balanceOf(ben)).toEqual({ currentBalance: 18, totalEarned: 0 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, treasury: 2, balances: 48 });
  });

  it('should refuse a buyer holding less than the price with their balance, and move nothing', async () => {
    await grant(ann, 150);
    await grant(ben, 80);
    const before = await ledgerState();
    const tooDear = purchaseOf(ann, ben, 400);
    const penniless = purchaseOf(randomUUID(), ben, 1);

    await request(tooDear);
    await request(penniless);

    expect(await answersFor(tooDear.purchaseId)).toEqual([
      {
        type: 'MarketFundsRefused',
        payload: {
          purchaseId: tooDear.purchaseId,
          buyerId: ann,
          amount: 400,
          currentBalance: 150,
          spendable: 150,
        },
      },
    ]);
    expect(await answersFor(penniless.purchaseId)).toEqual([
      {
        type: 'MarketFundsRefused',
        payload: {
          purchaseId: penniless.purchaseId,
          buyerId: penniless.buyerId,
          amount: 1,
          currentBalance: 0,
          spendable: 0,
        },
      },
    ]);
    expect(await ledgerState()).toEqual(before);

    // nft fails the purchase, and a stray completion of it would find nothing held: both no-ops.
    await fail(tooDear, 'INSUFFICIENT_SPL');
    await complete(tooDear);
    expect((await answersFor(tooDear.purchaseId)).map((answer) => answer.type)).toEqual([
      'MarketFundsRefused',
    ]);
    expect(await ledgerState()).toEqual(before);
    expect(await deadLetters()).toEqual([]);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 150, totalEarned: 150 });
    expect(await balanceOf(ben)).toEqual({ currentBalance: 80, totalEarned: 80 });
  });

  it('should give the hold back to the buyer when nft fails the purchase', async () => {
    await grant(ann, 1000);
    const sale = purchaseOf(ann, ben, 300);
    await request(sale);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 700, totalEarned: 1000 });

    await fail(sale, 'CARD_UNAVAILABLE');

    const [held, settled] = await answersFor(sale.purchaseId);
    expect(settled).toEqual({
      type: 'MarketFundsSettled',
      payload: {
        purchaseId: sale.purchaseId,
        holdId: held!.payload.holdId,
        outcome: 'RELEASED',
        balances: [{ managerId: ann, balance: { currentBalance: 1000, totalEarned: 1000 } }],
      },
    });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
    expect(await balanceOf(ben)).toEqual({ currentBalance: 0, totalEarned: 0 });
    expect(await movementsOf(sale.purchaseId)).toEqual([
      {
        key: `market:${sale.purchaseId}:hold`,
        operation: 'HOLD_PLACE',
        kind: 'market_purchase',
        hold: 'RELEASED',
      },
      {
        key: `market:${sale.purchaseId}:release`,
        operation: 'HOLD_RELEASE',
        kind: 'market_purchase_failed',
        hold: null,
      },
    ]);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0, treasury: 0 });
  });

  it('should apply every event of every kind of purchase once when all are delivered again', async () => {
    await grant(ann, 1000);
    const cyd = randomUUID();
    const sold = purchaseOf(ann, ben, 400);
    const newCard = purchaseOf(ann, null, 100);
    const released = purchaseOf(ann, ben, 200);
    const refused = purchaseOf(cyd, ben, 50);
    const pending = purchaseOf(ann, ben, 30);
    for (const purchase of [sold, newCard, released, refused, pending]) await request(purchase);
    await complete(sold);
    await complete(newCard);
    await fail(released, 'CARD_UNAVAILABLE');
    await fail(refused, 'INSUFFICIENT_SPL');
    const purchases = [sold, newCard, released, refused, pending];
    const snapshot = async () => ({
      answers: await Promise.all(purchases.map((purchase) => answersFor(purchase.purchaseId))),
      balances: await Promise.all([ann, ben, cyd].map(balanceOf)),
      treasury: await treasury(),
      ledger: await ledgerState(),
    });
    const before = await snapshot();
    expect(before.balances).toEqual([
      { currentBalance: 1000 - 400 - 100 - 30, totalEarned: 1000 },
      { currentBalance: 380, totalEarned: 0 },
      { currentBalance: 0, totalEarned: 0 },
    ]);
    expect(before.answers.map((answers) => answers.map((answer) => answer.type))).toEqual([
      ['MarketFundsHeld', 'MarketFundsSettled'],
      ['MarketFundsHeld', 'MarketFundsSettled'],
      ['MarketFundsHeld', 'MarketFundsSettled'],
      ['MarketFundsRefused'],
      ['MarketFundsHeld'],
    ]);

    await t.redeliverAll();

    expect(await snapshot()).toEqual(before);
    expect(await deadLetters()).toEqual([]);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 30, holds: 30, treasury: 120 });
  });

  it('should apply an event recorded twice by the producer once, by its ledger keys', async () => {
    await grant(ann, 1000);
    const sale = purchaseOf(ann, ben, 400);
    // Two events (two ids) for the same purchase: processed_event lets both in, the keys apply one.
    await request(sale);
    await request(sale);
    await complete(sale);
    await complete(sale);
    expect((await answersFor(sale.purchaseId)).map((answer) => answer.type)).toEqual([
      'MarketFundsHeld',
      'MarketFundsSettled',
    ]);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 600, totalEarned: 1000 });
    expect(await balanceOf(ben)).toEqual({ currentBalance: 380, totalEarned: 0 });
  });

  it('should never take a buyer below 0 when 15 purchases of theirs are applied at the same time', async () => {
    await grant(ann, 1000);
    const sellers = Array.from({ length: 3 }, () => randomUUID());
    const purchases = Array.from({ length: 15 }, (_, i) => purchaseOf(ann, sellers[i % 3]!, 100));
    const market = t.app.get(MarketConsumer).definition();
    await applyAtOnce(market, MarketPurchaseRequested, purchases.map(requested));

    const answers = await Promise.all(purchases.map((purchase) => answersFor(purchase.purchaseId)));
    expect(answers.every((answer) => answer.length === 1)).toBe(true);
    const heldOnes = purchases.filter((_, i) => answers[i]![0]!.type === 'MarketFundsHeld');
    const refused = answers.flat().filter((answer) => answer.type === 'MarketFundsRefused');
    expect(heldOnes).toHaveLength(10);
    expect(refused).toHaveLength(5);
    // Each refusal saw a balance below the price; none saw a negative one.
    for (const { payload } of refused) expect(payload.currentBalance).toBeLessThan(100);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 0, totalEarned: 1000 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ balances: 0, escrow: 1000, holds: 1000 });

    // Half of the held ones sell, the other half fail, all at once.
    const handlerOf = <P>(contract: EventContract<P>) => handlerOfConsumer(market, contract);
    await Promise.all(
      heldOnes.map((purchase, i) =>
        t.inTransaction(
          i % 2 === 0
            ? handlerOf(MarketSaleCompleted)(completed(purchase))
            : handlerOf(MarketPurchaseFailed)(failed(purchase, 'CARD_UNAVAILABLE')),
        ),
      ),
    );
    expect(await balanceOf(ann)).toEqual({ currentBalance: 500, totalEarned: 1000 });
    const paid = await Promise.all(sellers.map(balanceOf));
    expect(paid.reduce((sum, balance) => sum + balance.currentBalance, 0)).toBe(5 * 95);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({
      balances: 500 + 5 * 95,
      escrow: 0,
      holds: 0,
      treasury: 5 * 5,
    });
  });

  // Two partitions' consumers (or two instances) applying purchases of different listings: ESCROW and
  // TREASURY keep no balance row, so neither purchase's hold or capture waits for the other's
  // transaction, still open, to end.
  itOnServer(
    'should hold and capture purchases of different listings without one waiting on the other',
    async () => {
      const [cyd, dan] = [randomUUID(), randomUUID()];
      await grant(ann, 500);
      await grant(ben, 500);
      // A first sale makes the system accounts' rows (a later movement only names them).
      const earlier = purchaseOf(ann, cyd, 100);
      await request(earlier);
      await complete(earlier);
      const [first, second] = [purchaseOf(ann, cyd, 100), purchaseOf(ben, dan, 100)];
      const market = t.app.get(MarketConsumer).definition();
      const held = handlerOfConsumer(market, MarketPurchaseRequested);
      const sold = handlerOfConsumer(market, MarketSaleCompleted);

      expect(await race(t.dataSource, held(requested(first)), held(requested(second)))).toBe(
        'second finished',
      );
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 200, holds: 200 });
      expect(await race(t.dataSource, sold(completed(first)), sold(completed(second)))).toBe(
        'second finished',
      );
      expect(await balanceOf(cyd)).toEqual({ currentBalance: 2 * 95, totalEarned: 0 });
      expect(await balanceOf(dan)).toEqual({ currentBalance: 95, totalEarned: 0 });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0, treasury: 3 * 5 });
    },
  );

  it('should set aside a sale whose split is not the price held, capture nothing, and capture a right one later', async () => {
    await grant(ann, 1000);
    const sale = purchaseOf(ann, ben, 400);
    const newCard = purchaseOf(ann, null, 300);
    await request(sale);
    await request(newCard);

    // 390 + 20 is not 400; a new card has no seller to pay 100 of its price to.
    await complete(sale, { sellerAmount: 390, fee: 20 });
    await complete(newCard, { sellerAmount: 100, fee: 200 });

    const dead: { reason: string }[] = await t.dataSource.query(
      'SELECT reason FROM dead_letter_event ORDER BY failed_at',
    );
    expect(dead).toEqual([
      {
        reason: expect.stringMatching(
          /^handler failed \d+ times: Market sale \S+ pays 390 SPL to the seller and 20 to the treasury for a price of 400; 400 SPL are held$/,
        ),
      },
      {
        reason: expect.stringMatching(
          /pays 100 SPL to no seller and 200 to the treasury for a price of 300; 300 SPL are held$/,
        ),
      },
    ]);
    expect((await answersFor(sale.purchaseId)).map((answer) => answer.type)).toEqual(['MarketFundsHeld']);
    expect(await balanceOf(ben)).toEqual({ currentBalance: 0, totalEarned: 0 });
    expect(await treasury()).toBe(0);
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 700, holds: 700 });

    // The SPL stays held for the purchase: a right split (an operator's replay) still captures it.
    await complete(sale);
    expect(await balanceOf(ben)).toEqual({ currentBalance: 380, totalEarned: 0 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 300, holds: 300, treasury: 20 });
  }, 60_000);
});
