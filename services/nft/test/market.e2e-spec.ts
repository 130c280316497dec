import { randomUUID } from 'node:crypto';
import { graphqlRequest, sqlStatementsDuring } from '@sfl/testing';
import { LIST_PRICE_SPL } from '../src/cards/card-tiers';
import { myCardsOf } from './card-queries';
import { footballer, squadOf } from './footballer-fixtures';
import { startNftTestApp, type NftTestApp } from './nft-test-app';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const carol = '3c2b1a0f-9e8d-4c7b-a6f5-4e3d2c1b0a9f';

const LISTING_FIELDS =
  'id cardId marketplace { id price isActive } players { id name club overall position rarity } users { id }';
const PURCHASE_FIELDS = 'id status failureReason listingId footballerId price cardId';

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

interface Answer {
  data?: Record<string, Json>;
  errors?: { message: string; extensions: { code: string } }[];
}

interface ListingJson {
  id: string;
  players: { name: string; club: string; position: string };
}

const op = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

describe('nft subgraph: the player market', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.registerFootballers([
      ...squadOf({ GK: 3, DEF: 8, MID: 8, ATT: 5 }),
      footballer({ name: 'Kylian Star', position: 'ST', overall: 91, rarity: 'LEGENDARY' }),
    ]);
    await t.startSeason(1);
    await t.registerUser(ann);
    await t.playGameweek(ann);
  });

  const call = async (
    caller: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer> =>
    (await graphqlRequest(t.server, op(query, variables), caller ? { userId: caller } : {})).body;
  const ok = async (caller: string | null, query: string, variables: Record<string, unknown> = {}) => {
    const body = await call(caller, query, variables);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const list = (caller: string, cardId: string, price: number) =>
    call(caller, `mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { ${LISTING_FIELDS} } }`, {
      c: cardId,
      p: price,
    });
  const buy = (caller: string, listingId: string, expectedPrice: number, key: string = randomUUID()) =>
    call(
      caller,
      `mutation($l: ID!, $p: Int!, $k: String!) {
        buyListing(listingId: $l, expectedPrice: $p, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`,
      { l: listingId, p: expectedPrice, k: key },
    );
  const buyNew = (caller: string, footballerId: string, expectedPrice: number, key: string = randomUUID()) =>
    call(
      caller,
      `mutation($f: ID!, $p: Int!, $k: String!) {
        buyNewCard(footballerId: $f, expectedPrice: $p, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`,
      { f: footballerId, p: expectedPrice, k: key },
    );
  const purchaseOf = async (buyerId: string, purchaseId: string) =>
    (
      await ok(buyerId, `query($id: ID!) { marketPurchase(id: $id) { ${PURCHASE_FIELDS} } }`, {
        id: purchaseId,
      })
    ).marketPurchase;
  const reprice = (caller: string, listingId: string, price: number) =>
    call(
      caller,
      `mutation($l: ID!, $p: Int!) { repriceListing(listingId: $l, price: $p) { marketplace { price } } }`,
      { l: listingId, p: price },
    );
  const listings = (variables: Record<string, unknown> = {}) =>
    ok(
      null,
      `query($s: String, $p: PositionGroup, $limit: Int, $offset: Int) {
        marketListings(search: $s, position: $p, limit: $limit, offset: $offset) { total items { ${LISTING_FIELDS} } } }`,
      variables,
    ).then((data) => data.marketListings as { total: number; items: ListingJson[] });
  const outbox = async (type: string) =>
    (
      await t.dataSource.query<{ payload: Record<string, unknown> }[]>(
        'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence',
        [type],
      )
    ).map((row) => row.payload);
  const firstCardOf = async (userId: string) => (await myCardsOf(t, userId))[0]!;
  /** Ann's first card listed at 50, then bought by `count` new managers at once, each asked to wait for his SPL. */
  const listAndBuyAtOnce = async (count: number) => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 50)).data!.listCard;
    const buyers = Array.from({ length: count }, () => randomUUID());
    const answers = await Promise.all(buyers.map((buyer) => buy(buyer, listing.id, 50)));
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    return { card, buyers, purchases: answers.map((answer) => answer.data!.buyListing as { id: string }) };
  };

  it('should list a card, find it by name, club and position, keep it on the market while the SPL is being held, and sell it once it is', async () => {
    const card = await firstCardOf(ann);
    const listed = await list(ann, card.id, 1234);
    expect(listed.errors).toBeUndefined();
    const listing = listed.data!.listCard;
    expect(listing).toMatchObject({
      cardId: card.id,
      marketplace: { price: 1234, isActive: true },
      users: { id: ann },
    });
    expect(await outbox('CardListed')).toEqual([
      expect.objectContaining({ cardId: card.id, sellerId: ann, price: 1234 }),
    ]);

    const name: string = listing.players.name;
    expect((await listings({ s: name.toUpperCase().slice(1, 6) })).items.map((l) => l.id)).toContain(
      listing.id,
    );
    expect((await listings({ s: listing.players.club.toLowerCase() })).total).toBeGreaterThanOrEqual(1);
    expect((await listings({ s: 'no such player or club' })).total).toBe(0);

    const bought = await buy(bob, listing.id, 1234);
    expect(bought.errors).toBeUndefined();
    const purchase = bought.data!.buyListing;
    expect(purchase).toMatchObject({ status: 'PENDING', price: 1234, listingId: listing.id });
    expect(await outbox('MarketPurchaseRequested')).toEqual([
      expect.objectContaining({ purchaseId: purchase.id, buyerId: bob, sellerId: ann, price: 1234 }),
    ]);
    // Until the SPL is held, the listing stays on the market and its seller's to change.
    expect((await listings()).items.map((l) => l.id)).toEqual([listing.id]);

    await t.fundsHeld(purchase.id, bob, 1234);
    expect(await purchaseOf(bob, purchase.id)).toMatchObject({ status: 'COMPLETED', cardId: card.id });
    expect((await listings()).total).toBe(0);
    expect((await myCardsOf(t, bob)).map((c) => c.id)).toEqual([card.id]);
    expect((await myCardsOf(t, ann)).map((c) => c.id)).not.toContain(card.id);
    expect((await myCardsOf(t, bob))[0]!.value).toBe(1234);
    expect(await outbox('MarketSaleCompleted')).toEqual([
      expect.objectContaining({
        purchaseId: purchase.id,
        cardId: card.id,
        sellerId: ann,
        price: 1234,
        fee: 61,
        sellerAmount: 1234 - 61,
      }),
    ]);
    expect(await outbox('CardListingEnded')).toEqual([
      expect.objectContaining({ listingId: listing.id, reason: 'SOLD' }),
    ]);
    expect((await outbox('CardOwnershipChanged')).at(-1)).toMatchObject({
      cardId: card.id,
      fromUserId: ann,
      toUserId: bob,
      reason: 'MARKET_SALE',
      value: 1234,
    });
    expect((await buy(randomUUID(), listing.id, 1234)).errors![0]).toMatchObject({
      message: 'This player has already been sold',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_SOLD' },
    });
  });

  it('should pay the treasury at least 1 SPL of a sale: all of a 1 SPL sale, none to the seller', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 1)).data!.listCard;
    const purchase = (await buy(bob, listing.id, 1)).data!.buyListing;
    await t.fundsHeld(purchase.id, bob, 1);
    expect(await outbox('MarketSaleCompleted')).toEqual([
      expect.objectContaining({ price: 1, fee: 1, sellerAmount: 0, sellerId: ann }),
    ]);
  });

  it('should sell a listing to the first of many concurrent buyers whose SPL is held, and fail the others as sold', async () => {
    const { card, buyers, purchases } = await listAndBuyAtOnce(30);
    expect(await outbox('MarketPurchaseRequested')).toHaveLength(30);
    expect((await listings()).total).toBe(1);

    // spl-rewards holds them in its own order: the first held gets the card.
    const order = [...purchases.keys()].sort(() => Math.random() - 0.5);
    for (const n of order) await t.fundsHeld(purchases[n]!.id, buyers[n]!, 50);
    const winner = order[0]!;
    expect(await purchaseOf(buyers[winner]!, purchases[winner]!.id)).toMatchObject({
      status: 'COMPLETED',
      cardId: card.id,
    });
    for (const n of order.slice(1))
      expect(await purchaseOf(buyers[n]!, purchases[n]!.id)).toMatchObject({
        status: 'FAILED',
        failureReason: 'LISTING_SOLD',
        cardId: null,
      });
    expect(await outbox('MarketSaleCompleted')).toEqual([
      expect.objectContaining({ purchaseId: purchases[winner]!.id, buyerId: buyers[winner] }),
    ]);
    // Each loser's hold goes back: spl-rewards releases it on MarketPurchaseFailed.
    expect((await outbox('MarketPurchaseFailed')).map((failed) => failed.purchaseId).sort()).toEqual(
      order
        .slice(1)
        .map((n) => purchases[n]!.id)
        .sort(),
    );
    expect(await outbox('CardListingEnded')).toHaveLength(1);
  });

  it('should sell a listing to one of 100 buyers whose SPL spl-rewards holds all at once, and fail the 99 others as sold', async () => {
    const { card, buyers, purchases } = await listAndBuyAtOnce(100);

    // The answers arrive together, on the partitions of their 100 buyers, which the market
    // consumer applies side by side.
    await t.fundsHeldAtOnce(
      purchases.map((purchase, n) => ({ purchaseId: purchase.id, buyerId: buyers[n]!, amount: 50 })),
    );
    const outcomes = await Promise.all(purchases.map((purchase, n) => purchaseOf(buyers[n]!, purchase.id)));
    const sold = outcomes.filter((outcome) => outcome.status === 'COMPLETED');
    expect(sold).toEqual([expect.objectContaining({ cardId: card.id })]);
    expect(outcomes.filter((outcome) => outcome.status === 'FAILED')).toHaveLength(99);
    expect(
      outcomes.every((outcome) => outcome.status === 'COMPLETED' || outcome.failureReason === 'LISTING_SOLD'),
    ).toBe(true);
    expect(await outbox('MarketSaleCompleted')).toHaveLength(1);
    expect(await outbox('MarketPurchaseFailed')).toHaveLength(99);
    expect(await outbox('CardListingEnded')).toHaveLength(1);
    expect((await myCardsOf(t, ann)).map((owned) => owned.id)).not.toContain(card.id);
  });

  it('should answer the same purchase to a retry with the same idempotency key, and refuse the key for another listing or price', async () => {
    const [first, second] = await myCardsOf(t, ann);
    const listing = (await list(ann, first!.id, 20)).data!.listCard;
    const other = (await list(ann, second!.id, 20)).data!.listCard;
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(bob, listing.id, 20, key), buy(bob, listing.id, 20, key)]);
    expect(a.data!.buyListing.id).toBe(b.data!.buyListing.id);
    expect(await outbox('MarketPurchaseRequested')).toHaveLength(1);
    expect((await buy(bob, other.id, 20, key)).errors![0]!.extensions.code).toBe('CONFLICT');
    await reprice(ann, listing.id, 25);
    expect((await buy(bob, listing.id, 25, key)).errors![0]).toMatchObject({
      extensions: { code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED' },
    });
  });

  it('should fail a purchase spl-rewards refused, telling too little SPL from bonus SPL still locked, and leave the listing on the market', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 900)).data!.listCard;
    const short = (await buy(bob, listing.id, 900)).data!.buyListing;
    const locked = (await buy(carol, listing.id, 900)).data!.buyListing;
    await t.fundsRefused(short.id, bob, 900, 899, 899);
    await t.fundsRefused(locked.id, carol, 900, 1_500, 400);
    expect(await purchaseOf(bob, short.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'INSUFFICIENT_SPL',
      cardId: null,
    });
    expect(await purchaseOf(carol, locked.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'BONUS_SPL_LOCKED',
    });
    expect(await outbox('MarketPurchaseFailed')).toEqual([
      expect.objectContaining({ purchaseId: short.id, reason: 'INSUFFICIENT_SPL' }),
      expect.objectContaining({ purchaseId: locked.id, reason: 'BONUS_SPL_LOCKED' }),
    ]);
    expect((await listings()).items.map((l) => l.id)).toEqual([listing.id]);
    expect((await myCardsOf(t, ann)).map((c) => c.id)).toContain(card.id);
    // A late second answer changes nothing.
    await t.fundsHeld(short.id, bob, 900);
    expect(await outbox('MarketSaleCompleted')).toEqual([]);
    expect(await purchaseOf(bob, short.id)).toMatchObject({ status: 'FAILED' });
  });

  it('should let a buyer whose SPL is held take a listing another buyer is still waiting for', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 300)).data!.listCard;
    // Bob asks first, and spl-rewards has not answered him yet: he blocks nobody.
    const waiting = (await buy(bob, listing.id, 300)).data!.buyListing;
    const quick = (await buy(carol, listing.id, 300)).data!.buyListing;
    await t.fundsHeld(quick.id, carol, 300);
    expect(await purchaseOf(carol, quick.id)).toMatchObject({ status: 'COMPLETED', cardId: card.id });

    await t.fundsHeld(waiting.id, bob, 300);
    expect(await purchaseOf(bob, waiting.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'LISTING_SOLD',
    });
    expect(await outbox('MarketPurchaseFailed')).toEqual([
      expect.objectContaining({ purchaseId: waiting.id, buyerId: bob, reason: 'LISTING_SOLD' }),
    ]);
  });

  it('should fail a purchase whose listing was repriced or delisted while its SPL was being held, and release the hold', async () => {
    const [first, second] = await myCardsOf(t, ann);
    const repriced = (await list(ann, first!.id, 500)).data!.listCard;
    const delisted = (await list(ann, second!.id, 500)).data!.listCard;
    const toRepriced = (await buy(bob, repriced.id, 500)).data!.buyListing;
    const toDelisted = (await buy(bob, delisted.id, 500)).data!.buyListing;
    // The seller may still change his listings while the purchases wait.
    expect((await reprice(ann, repriced.id, 800)).data!.repriceListing.marketplace.price).toBe(800);
    await ok(ann, `mutation { delistCard(listingId: "${delisted.id}") { id } }`);

    await t.fundsHeld(toRepriced.id, bob, 500);
    await t.fundsHeld(toDelisted.id, bob, 500);
    expect(await purchaseOf(bob, toRepriced.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'PRICE_CHANGED',
    });
    expect(await purchaseOf(bob, toDelisted.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'LISTING_DELISTED',
    });
    expect(await outbox('MarketPurchaseFailed')).toEqual([
      expect.objectContaining({ purchaseId: toRepriced.id, reason: 'PRICE_CHANGED' }),
      expect.objectContaining({ purchaseId: toDelisted.id, reason: 'LISTING_DELISTED' }),
    ]);
    expect(await outbox('MarketSaleCompleted')).toEqual([]);
    expect((await myCardsOf(t, ann)).map((c) => c.id)).toEqual(
      expect.arrayContaining([first!.id, second!.id]),
    );
    expect((await listings()).items).toEqual([
      expect.objectContaining({ id: repriced.id, marketplace: expect.objectContaining({ price: 800 }) }),
    ]);
  });

  it('should refuse a purchase at another price than the current one, naming the new price, and record nothing', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 12_500)).data!.listCard;
    await reprice(ann, listing.id, 13_000);
    expect((await buy(bob, listing.id, 12_500)).errors![0]).toMatchObject({
      message: 'The price of this player changed from 12,500 to 13,000 SPL',
      extensions: { code: 'CONFLICT', reason: 'PRICE_CHANGED' },
    });
    const offer = (await ok(null, `{ newCardOffers(limit: 1) { items { price players { id } } } }`))
      .newCardOffers.items[0];
    expect((await buyNew(bob, offer.players.id, offer.price - 1)).errors![0]).toMatchObject({
      message: `The price of this player changed from ${(offer.price - 1).toLocaleString('en-US')} to ${offer.price.toLocaleString('en-US')} SPL`,
      extensions: { code: 'CONFLICT', reason: 'PRICE_CHANGED' },
    });
    expect(await outbox('MarketPurchaseRequested')).toEqual([]);
    expect(await t.dataSource.query('SELECT id FROM market_purchase')).toEqual([]);
    // At the price shown now, it goes through.
    expect((await buy(bob, listing.id, 13_000)).data!.buyListing).toMatchObject({ price: 13_000 });
  });

  it('should sell a new card from the product at its tier price, all of it to the treasury', async () => {
    const offers = await ok(
      null,
      `{ newCardOffers(limit: 1) { total items { price remaining players { id name rarity } } } }`,
    );
    const offer = offers.newCardOffers.items[0];
    expect(offer).toMatchObject({
      players: { name: 'Kylian Star', rarity: 'LEGENDARY' },
      price: LIST_PRICE_SPL.LEGENDARY,
      remaining: 10,
    });
    const answer = await buyNew(bob, offer.players.id, offer.price, 'first');
    expect(answer.errors).toBeUndefined();
    const purchase = answer.data!.buyNewCard;
    expect(await outbox('MarketPurchaseRequested')).toEqual([
      expect.objectContaining({ sellerId: null, price: 2500 }),
    ]);
    await t.fundsHeld(purchase.id, bob, 2500);
    const [card] = await myCardsOf(t, bob);
    expect(card).toMatchObject({ rarity: 'LEGENDARY', serial: 1, value: 2500 });
    expect(await outbox('MarketSaleCompleted')).toEqual([
      expect.objectContaining({ sellerId: null, sellerAmount: 0, fee: 2500 }),
    ]);
    expect(
      (await ok(null, `{ newCardOffers(limit: 1) { items { remaining } } }`)).newCardOffers.items[0]
        .remaining,
    ).toBe(9);
  });

  it('should refuse bad input and other managers, changing nothing', async () => {
    const card = await firstCardOf(ann);
    for (const price of [0, -5, 1_000_001])
      expect((await list(ann, card.id, price)).errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect((await list(bob, card.id, 10)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect((await list(ann, randomUUID(), 10)).errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect(
      (await call(null, `mutation { listCard(cardId: "${card.id}", price: 10) { id } }`)).errors![0]!
        .extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(await outbox('CardListed')).toEqual([]);

    const listing = (await list(ann, card.id, 10)).data!.listCard;
    expect((await list(ann, card.id, 10)).errors![0]!.extensions.code).toBe('CONFLICT');
    expect((await buy(ann, listing.id, 10)).errors![0]!.message).toBe('You cannot buy your own listing');
    expect((await buy(bob, listing.id, 10, '')).errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect((await buy(bob, listing.id, 0)).errors![0]).toMatchObject({
      message: 'expectedPrice must be a whole number of SPL from 1 to 1,000,000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await call(bob, `mutation { buyListing(listingId: "${listing.id}", idempotencyKey: "k") { id } }`))
        .errors![0]!.extensions.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await outbox('MarketPurchaseRequested')).toEqual([]);
    expect((await reprice(bob, listing.id, 99)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect((await reprice(ann, listing.id, 99)).data!.repriceListing.marketplace.price).toBe(99);
    expect(
      (await call(bob, `mutation { delistCard(listingId: "${listing.id}") { id } }`)).errors![0]!.extensions
        .code,
    ).toBe('FORBIDDEN');
    expect((await ok(ann, `{ myListings { id marketplace { price isActive } } }`)).myListings).toEqual([
      { id: listing.id, marketplace: { price: 99, isActive: true } },
    ]);
    await ok(ann, `mutation { delistCard(listingId: "${listing.id}") { id } }`);
    expect((await listings()).total).toBe(0);
    expect(await outbox('CardListingEnded')).toEqual([expect.objectContaining({ reason: 'DELISTED' })]);
    expect((await buy(bob, listing.id, 99)).errors![0]).toMatchObject({
      message: 'This player is no longer on the market: the seller took it back',
      extensions: { code: 'CONFLICT', reason: 'LISTING_DELISTED' },
    });
  });

  it('should refuse a search longer than 50 characters', async () => {
    const fifty = 'x'.repeat(50);
    expect((await listings({ s: fifty })).total).toBe(0);
    for (const field of ['marketListings', 'newCardOffers']) {
      const answer = await call(null, `query($s: String) { ${field}(search: $s) { total } }`, {
        s: `${fifty}y`,
      });
      expect(answer.errors![0]).toMatchObject({
        message: 'search must be at most 50 characters long',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('should page through the listings with a filter by position group', async () => {
    const cards = await myCardsOf(t, ann);
    for (const card of cards) expect((await list(ann, card.id, 10)).errors).toBeUndefined();
    const goalkeepers = await listings({ p: 'GK' });
    expect(goalkeepers.total).toBe(2);
    expect(goalkeepers.items.every((l) => l.players.position === 'GK')).toBe(true);
    const first = await listings({ limit: 10, offset: 0 });
    const rest = await listings({ limit: 10, offset: 10 });
    expect(first.total).toBe(17);
    expect(first.items).toHaveLength(10);
    expect(rest.items).toHaveLength(7);
    expect(new Set([...first.items, ...rest.items].map((l) => l.id)).size).toBe(17);
    expect((await listings({ limit: 10, offset: 40 })).total).toBe(17);
  });

  it("should page a seller's own listings in the database, newest first, and refuse a page out of range", async () => {
    const cards = (await myCardsOf(t, ann)).slice(0, 5);
    for (const card of cards) expect((await list(ann, card.id, 10)).errors).toBeUndefined();
    const myListings = (page: { limit?: number; offset?: number }) =>
      call(
        ann,
        'query($limit: Int, $offset: Int) { myListings(limit: $limit, offset: $offset) { cardId } }',
        page,
      );
    const mine = async (page: { limit?: number; offset?: number }) => {
      const { data, errors } = await myListings(page);
      expect(errors).toBeUndefined();
      return (data!.myListings as { cardId: string }[]).map(({ cardId }) => cardId);
    };

    const newestFirst = cards.map((card) => card.id).reverse();
    expect(await mine({})).toEqual(newestFirst);
    const { result: pages, statements } = await sqlStatementsDuring(t.dataSource, async () => [
      await mine({ limit: 2 }),
      await mine({ limit: 2, offset: 2 }),
      await mine({ limit: 2, offset: 4 }),
    ]);
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    const read = statements.filter((sql) => sql.includes('l.seller_id = $1'));
    expect(read).toEqual(Array.from({ length: 3 }, () => expect.stringMatching(/LIMIT \$2 OFFSET \$3$/)));
    for (const [page, message] of [
      [{ limit: 101 }, 'limit must be between 1 and 100'],
      [{ offset: -1 }, 'offset must be 0 or more'],
    ] as const)
      expect((await myListings(page)).errors).toEqual([
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
  });
});
