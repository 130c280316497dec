import { randomUUID } from 'node:crypto';
import { marketFeeFor } from '@sfl/contracts';
import { until } from '@sfl/testing';
import { waitFor } from '../world/services-world';
import { type Answer, MarketWorld } from './market-world';

const PURCHASE_FIELDS = 'id status failureReason cardId';
const LIST = 'mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id } }';
const BUY = `mutation($l: ID!, $p: Int!, $k: String!) {
  buyListing(listingId: $l, expectedPrice: $p, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`;
const BUY_NEW = `mutation($f: ID!, $p: Int!, $k: String!) {
  buyNewCard(footballerId: $f, expectedPrice: $p, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`;
const PURCHASE = `query($id: ID!) { marketPurchase(id: $id) { ${PURCHASE_FIELDS} } }`;
const ACTIVE_LISTINGS = '{ marketListings(limit: 100) { total items { id } } }';

interface Purchase {
  id: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  failureReason: string | null;
  cardId: string | null;
}

// A purchase of the player market settled end to end: nft records it, spl-rewards holds the buyer's
// SPL, nft gives the listing to the first buyer whose SPL is held and moves the card, spl-rewards pays
// the seller and the treasury, or releases the hold of a purchase that failed.
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
  /** New sellers, who have played a gameweek (only they may list). */
  const registerSellers = async (count: number) => {
    const sellers = await world.registerManagers(count);
    await world.havePlayed(sellers);
    return sellers;
  };
  const listCardOf = async (sellerId: string, price: number) => {
    const [card] = await world.cardsOf(sellerId);
    return {
      cardId: card!.id,
      listingId: ok(await world.callNft(sellerId, LIST, { c: card!.id, p: price })).listCard.id as string,
    };
  };
  const buy = async (buyerId: string, listingId: string, price: number, key = randomUUID()) =>
    ok(await world.callNft(buyerId, BUY, { l: listingId, p: price, k: key })).buyListing as Purchase;
  /** The purchase once settled: COMPLETED or FAILED. */
  const settled = async (buyerId: string, purchaseId: string): Promise<Purchase> => {
    let purchase: Purchase | undefined;
    await until(
      'the purchase to settle',
      async () => {
        purchase = ok(await world.callNft(buyerId, PURCHASE, { id: purchaseId })).marketPurchase as Purchase;
        return purchase.status !== 'PENDING';
      },
      waitFor(0),
    );
    return purchase!;
  };
  const activeListingIds = async () =>
    (ok(await world.callNft(null, ACTIVE_LISTINGS)).marketListings.items as { id: string }[]).map(
      ({ id }) => id,
    );

  it('should refuse a seller who has not played a gameweek, and list for him once he has', async () => {
    const seller = await world.registerManager();
    const [card] = await world.cardsOf(seller);
    const refused = await world.callNft(seller, LIST, { c: card!.id, p: 100 });
    expect(refused.errors![0]).toMatchObject({
      message: 'You can list players once you have played a gameweek',
      extensions: { code: 'CONFLICT' },
    });
    await world.havePlayed([seller]);
    expect(ok(await world.callNft(seller, LIST, { c: card!.id, p: 100 })).listCard.id).toBeTruthy();
  });

  it('should sell a listing to exactly one of 100 concurrent buyers, release every other hold, pay the seller less the fee, and charge the winner once', async () => {
    const price = 600;
    const [seller] = await registerSellers(1);
    const buyers = await world.registerManagers(100);
    await Promise.all(buyers.map((buyer) => world.grant(buyer, price)));
    const balancesBefore = await world.balancesOf([seller!, ...buyers]);
    const treasuryBefore = (await world.audit()).treasury;
    const { cardId, listingId } = await listCardOf(seller!, price);

    // Every buyer is heard: the listing goes to the first whose SPL is held, not to the first who asks.
    const keys = buyers.map(() => randomUUID());
    const pending = await Promise.all(buyers.map((buyer, n) => buy(buyer, listingId, price, keys[n])));
    expect(pending.every(({ status }) => status === 'PENDING')).toBe(true);

    await world.purchasesSettled(pending.map(({ id }) => id));
    const purchases = await Promise.all(pending.map((purchase, n) => settled(buyers[n]!, purchase.id)));
    const winners = purchases.flatMap((purchase, n) => (purchase.status === 'COMPLETED' ? [n] : []));
    expect(winners).toHaveLength(1);
    const losers = purchases.filter(({ status }) => status === 'FAILED');
    expect(losers).toHaveLength(99);
    for (const lost of losers) expect(lost).toMatchObject({ failureReason: 'LISTING_SOLD', cardId: null });

    const winner = buyers[winners[0]!]!;
    expect(purchases[winners[0]!]).toMatchObject({ cardId });
    expect((await world.cardsOf(winner)).map(({ id }) => id)).toContain(cardId);
    expect((await world.cardsOf(seller!)).map(({ id }) => id)).not.toContain(cardId);
    expect(await activeListingIds()).not.toContain(listingId);

    // The same buy again with its key: the same purchase, nothing charged twice.
    expect((await buy(winner, listingId, price, keys[winners[0]!])).id).toBe(purchases[winners[0]!]!.id);

    const fee = marketFeeFor(price);
    // Every loser's hold released, the winner's captured: no hold left.
    const audit = await world.expectLedgerBalanced();
    expect(audit.treasury - treasuryBefore).toBe(fee);
    const expected = new Map(balancesBefore);
    expected.set(seller!, balancesBefore.get(seller!)! + price - fee);
    expected.set(winner, balancesBefore.get(winner)! - price);
    expect(await world.balancesOf([seller!, ...buyers])).toEqual(expected);
  }, 150_000);

  it('should not let twenty buyers without the SPL freeze a listing: the one whose SPL is held gets it', async () => {
    const [seller] = await registerSellers(1);
    const penniless = await world.registerManagers(20);
    const buyer = await world.registerManager();
    const price = Math.max(...(await world.balancesOf(penniless)).values()) + 1;
    await world.grant(buyer, price);
    const { cardId, listingId } = await listCardOf(seller!, price);

    const asked = await Promise.all(penniless.map((manager) => buy(manager, listingId, price)));
    // Meanwhile the listing is still on the market, and the seller's.
    expect(await activeListingIds()).toContain(listingId);
    const bought = await buy(buyer, listingId, price);
    await world.purchasesSettled([...asked, bought].map(({ id }) => id));

    expect(await settled(buyer, bought.id)).toMatchObject({ status: 'COMPLETED', cardId });
    for (const [n, { id }] of asked.entries())
      expect(await settled(penniless[n]!, id)).toMatchObject({
        status: 'FAILED',
        failureReason: 'INSUFFICIENT_SPL',
      });
    await world.expectLedgerBalanced();
  });

  it('should pay the whole of a 1 SPL sale to the treasury and nothing to the seller', async () => {
    const [seller] = await registerSellers(1);
    const buyer = await world.registerManager();
    await world.grant(buyer, 1);
    const balancesBefore = await world.balancesOf([seller!, buyer]);
    const treasuryBefore = (await world.audit()).treasury;
    const { listingId } = await listCardOf(seller!, 1);

    expect(await settled(buyer, (await buy(buyer, listingId, 1)).id)).toMatchObject({ status: 'COMPLETED' });
    const audit = await world.expectLedgerBalanced();
    expect(audit.treasury - treasuryBefore).toBe(1);
    await world.expectBalancesMoved(balancesBefore, new Map([[buyer, -1]]));
  });

  it('should refuse a buyer short of SPL, move nothing, and leave the listing on the market', async () => {
    const [seller] = await registerSellers(1);
    const buyer = await world.registerManager();
    const balance = await world.balanceOf(buyer);
    const { cardId, listingId } = await listCardOf(seller!, balance + 1);

    const pending = await buy(buyer, listingId, balance + 1);
    expect(await settled(buyer, pending.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'INSUFFICIENT_SPL',
    });
    expect(await world.balanceOf(buyer)).toBe(balance);
    expect((await world.cardsOf(seller!)).map(({ id }) => id)).toContain(cardId);
    expect(await activeListingIds()).toContain(listingId);
    await world.expectLedgerBalanced();
  });

  it('should let one buyer spend no more than what he holds on his purchases at once, and leave the listings he could not pay for on the market', async () => {
    const sellers = await registerSellers(3);
    const buyer = await world.registerManager();
    // Whatever registering paid him (b), granted 4b + 2 and priced at 2b + 1: two purchases are
    // affordable and a third is not, whether or not the registration's bonus SPL may pay a manager.
    const registered = await world.balanceOf(buyer);
    await world.grant(buyer, 4 * registered + 2);
    const balance = await world.balanceOf(buyer);
    const price = 2 * registered + 1;
    const listings = await Promise.all(sellers.map((seller) => listCardOf(seller, price)));

    const purchases = await Promise.all(
      listings.map(async ({ listingId }) => settled(buyer, (await buy(buyer, listingId, price)).id)),
    );

    const completed = purchases.filter(({ status }) => status === 'COMPLETED');
    expect(completed).toHaveLength(2);
    expect(purchases.filter(({ failureReason }) => failureReason === 'INSUFFICIENT_SPL')).toHaveLength(1);
    expect(await world.balanceOf(buyer)).toBe(balance - 2 * price);
    const active = await activeListingIds();
    const unpaid = listings.filter(({ cardId }) => !completed.some((purchase) => purchase.cardId === cardId));
    expect(unpaid).toHaveLength(1);
    expect(active).toContain(unpaid[0]!.listingId);
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

    const pending = ok(await world.callNft(buyer, BUY_NEW, { f: players.id, p: price, k: randomUUID() }))
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
