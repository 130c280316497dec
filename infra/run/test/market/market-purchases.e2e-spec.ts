import { randomUUID } from 'node:crypto';
import { marketFeeFor } from '@sfl/contracts';
import { until } from '@sfl/testing';
import { waitFor } from '../world/services-world';
import { type Answer, MarketWorld } from './market-world';

const PURCHASE_FIELDS = 'id status failureReason cardId';
const LIST = 'mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id } }';
const BUY = `mutation($l: ID!, $k: String!) { buyListing(listingId: $l, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`;
const BUY_NEW = `mutation($f: ID!, $k: String!) { buyNewCard(footballerId: $f, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`;
const PURCHASE = `query($id: ID!) { marketPurchase(id: $id) { ${PURCHASE_FIELDS} } }`;
const ACTIVE_LISTINGS = '{ marketListings(limit: 100) { total items { id } } }';

interface Purchase {
  id: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  failureReason: string | null;
  cardId: string | null;
}

// A purchase of the player market settled end to end: nft takes the listing, spl-rewards holds
// the buyer's SPL, nft moves the card, spl-rewards pays the seller and the treasury.
describe('the player market across nft and spl-rewards', () => {
  let world: MarketWorld;

  beforeAll(async () => {
    world = await MarketWorld.start();
  });
  afterAll(() => world.close());

  const ok = (answer: Answer) => {
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const listCardOf = async (sellerId: string, price: number) => {
    const [card] = await world.cardsOf(sellerId);
    return {
      cardId: card!.id,
      listingId: ok(await world.callNft(sellerId, LIST, { c: card!.id, p: price })).listCard.id as string,
    };
  };
  /** The purchase once settled: COMPLETED or FAILED (later behind a backlog of `queued` managers' events). */
  const settled = async (buyerId: string, purchaseId: string, queued = 0): Promise<Purchase> => {
    let purchase: Purchase | undefined;
    await until(
      'the purchase to settle',
      async () => {
        purchase = ok(await world.callNft(buyerId, PURCHASE, { id: purchaseId })).marketPurchase as Purchase;
        return purchase.status !== 'PENDING';
      },
      waitFor(queued),
    );
    return purchase!;
  };
  const activeListingIds = async () =>
    (ok(await world.callNft(null, ACTIVE_LISTINGS)).marketListings.items as { id: string }[]).map(
      ({ id }) => id,
    );
  it('should sell a listing to exactly one of 100 concurrent buyers, pay the seller less the fee, and charge the winner once', async () => {
    const price = 600;
    const seller = await world.registerManager();
    const buyers = await world.registerManagers(100);
    await Promise.all(buyers.map((buyer) => world.grant(buyer, price)));
    const balancesBefore = await world.balancesOf([seller, ...buyers]);
    const treasuryBefore = (await world.audit()).treasury;
    const { cardId, listingId } = await listCardOf(seller, price);

    const keys = buyers.map(() => randomUUID());
    const answers = await Promise.all(
      buyers.map((buyer, n) => world.callNft(buyer, BUY, { l: listingId, k: keys[n] })),
    );

    const winners = answers.flatMap((answer, n) => (answer.data ? [n] : []));
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.errors);
    expect(losers).toHaveLength(99);
    for (const { errors } of losers)
      expect(errors![0]).toMatchObject({
        message: 'This player has already been sold',
        extensions: { code: 'CONFLICT' },
      });

    const winner = buyers[winners[0]!]!;
    // The 100 registrations' follow-ups (achievements, their cards) may still be queued on the one bus.
    const bought = await settled(winner, answers[winners[0]!]!.data!.buyListing.id as string, buyers.length);
    expect(bought).toMatchObject({ status: 'COMPLETED', cardId });
    expect((await world.cardsOf(winner)).map(({ id }) => id)).toContain(cardId);
    expect((await world.cardsOf(seller)).map(({ id }) => id)).not.toContain(cardId);
    expect(await activeListingIds()).not.toContain(listingId);

    // The same buy again with its key: the same purchase, nothing charged twice.
    const retried = ok(await world.callNft(winner, BUY, { l: listingId, k: keys[winners[0]!] }))
      .buyListing as Purchase;
    expect(retried.id).toBe(bought.id);

    const fee = marketFeeFor(price);
    await until(
      'the seller to be paid',
      async () => (await world.balanceOf(seller)) > balancesBefore.get(seller)!,
    );
    const expected = new Map(balancesBefore);
    expected.set(seller, balancesBefore.get(seller)! + price - fee);
    expected.set(winner, balancesBefore.get(winner)! - price);
    expect(await world.balancesOf([seller, ...buyers])).toEqual(expected);
    const audit = await world.expectLedgerBalanced();
    expect(audit.treasury - treasuryBefore).toBe(fee);
  }, 150_000);

  it('should refuse a buyer short of SPL, move nothing, and put the listing back on the market', async () => {
    const seller = await world.registerManager();
    const buyer = await world.registerManager();
    const balance = await world.balanceOf(buyer);
    const { cardId, listingId } = await listCardOf(seller, balance + 1);

    const pending = ok(await world.callNft(buyer, BUY, { l: listingId, k: randomUUID() }))
      .buyListing as Purchase;
    expect(await settled(buyer, pending.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'INSUFFICIENT_SPL',
    });
    expect(await world.balanceOf(buyer)).toBe(balance);
    expect((await world.cardsOf(seller)).map(({ id }) => id)).toContain(cardId);
    expect(await activeListingIds()).toContain(listingId);
    await world.expectLedgerBalanced();
  });

  it('should let one buyer spend no more than their balance on many listings at once, and return the listings it could not pay for', async () => {
    const sellers = await world.registerManagers(8);
    const buyer = await world.registerManager();
    await world.grant(buyer, 1_000);
    const balance = await world.balanceOf(buyer);
    // Three of the eight are affordable, a fourth is not.
    const price = Math.floor(balance / 3);
    const listings = await Promise.all(sellers.map((seller) => listCardOf(seller, price)));

    const purchases = await Promise.all(
      listings.map(async ({ listingId }) => {
        const pending = ok(await world.callNft(buyer, BUY, { l: listingId, k: randomUUID() }))
          .buyListing as Purchase;
        return settled(buyer, pending.id);
      }),
    );

    const completed = purchases.filter(({ status }) => status === 'COMPLETED');
    expect(completed).toHaveLength(3);
    expect(purchases.filter(({ failureReason }) => failureReason === 'INSUFFICIENT_SPL')).toHaveLength(5);
    expect(await world.balanceOf(buyer)).toBe(balance - 3 * price);
    const active = await activeListingIds();
    const returned = listings.filter(
      ({ cardId }) => !completed.some((purchase) => purchase.cardId === cardId),
    );
    for (const { listingId } of returned) expect(active).toContain(listingId);
    await world.expectLedgerBalanced();
  });

  it('should sell a new card from the product and pay its whole price to the treasury', async () => {
    const buyer = await world.registerManager();
    const balance = await world.balanceOf(buyer);
    const offers = ok(
      await world.callNft(null, '{ newCardOffers(limit: 1) { items { price players { id } } } }'),
    ).newCardOffers.items as { price: number; players: { id: string } }[];
    const [{ price, players }] = offers as [(typeof offers)[number]];
    const treasuryBefore = (await world.audit()).treasury;

    const pending = ok(await world.callNft(buyer, BUY_NEW, { f: players.id, k: randomUUID() }))
      .buyNewCard as Purchase;
    const bought = await settled(buyer, pending.id);

    expect(bought.status).toBe('COMPLETED');
    expect((await world.cardsOf(buyer)).map(({ id }) => id)).toContain(bought.cardId);
    await until(
      'the treasury to be paid',
      async () => (await world.audit()).treasury - treasuryBefore === price,
    );
    expect(await world.balanceOf(buyer)).toBe(balance - price);
    await world.expectLedgerBalanced();
  });
});
