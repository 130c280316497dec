import { randomUUID } from 'node:crypto';
import { MarketFundsHeld, MarketFundsRefused, marketFeeFor } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { LIST_PRICE_SPL } from '../src/cards/card-tiers';
import { MARKET_CONSUMER } from '../src/market/market.consumer';
import { myCardsOf } from './card-queries';
import { footballer, squadOf } from './factories/footballer.factory';
import { eventually, startNftTestApp, type NftTestApp } from './nft-test-app';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

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
  const buy = (caller: string, listingId: string, key: string = randomUUID()) =>
    call(
      caller,
      `mutation($l: ID!, $k: String!) { buyListing(listingId: $l, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`,
      {
        l: listingId,
        k: key,
      },
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
  // spl-rewards' answer to a purchase, as it records it, applied by the market consumer.
  const fundsHeld = async (purchaseId: string, buyerId: string, amount: number) => {
    const event = await t.standIns.record(MarketFundsHeld, buyerId, {
      purchaseId,
      buyerId,
      holdId: randomUUID(),
      amount,
      balance: { currentBalance: 0, totalEarned: amount },
    });
    await appliedByMarket(event.id);
  };
  const fundsRefused = async (purchaseId: string, buyerId: string, amount: number) => {
    const event = await t.standIns.record(MarketFundsRefused, buyerId, {
      purchaseId,
      buyerId,
      amount,
      currentBalance: 0,
    });
    await appliedByMarket(event.id);
  };
  const appliedByMarket = (eventId: string) =>
    eventually('the market consumer to apply the event', async () => {
      const rows: unknown[] = await t.dataSource.query(
        'SELECT 1 FROM processed_event WHERE consumer = $1 AND event_id = $2',
        [MARKET_CONSUMER, eventId],
      );
      return rows.length > 0;
    });
  const firstCardOf = async (userId: string) => (await myCardsOf(t, userId))[0]!;

  it('should list a card, find it by name, club and position, and sell it to the first buyer once the SPL is held', async () => {
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

    const bought = await buy(bob, listing.id);
    expect(bought.errors).toBeUndefined();
    const purchase = bought.data!.buyListing;
    expect(purchase).toMatchObject({ status: 'PENDING', price: 1234, listingId: listing.id });
    expect(await outbox('MarketPurchaseRequested')).toEqual([
      expect.objectContaining({ purchaseId: purchase.id, buyerId: bob, sellerId: ann, price: 1234 }),
    ]);
    // Under way: off the market for everyone else.
    expect((await listings()).total).toBe(0);

    await fundsHeld(purchase.id, bob, 1234);
    expect(
      (
        await ok(bob, `query($id: ID!) { marketPurchase(id: $id) { ${PURCHASE_FIELDS} } }`, {
          id: purchase.id,
        })
      ).marketPurchase,
    ).toMatchObject({ status: 'COMPLETED', cardId: card.id });
    expect((await myCardsOf(t, bob)).map((c) => c.id)).toEqual([card.id]);
    expect((await myCardsOf(t, ann)).map((c) => c.id)).not.toContain(card.id);
    expect((await myCardsOf(t, bob))[0]!.value).toBe(1234);
    expect(await outbox('MarketSaleCompleted')).toEqual([
      expect.objectContaining({
        purchaseId: purchase.id,
        cardId: card.id,
        sellerId: ann,
        price: 1234,
        fee: marketFeeFor(1234),
        sellerAmount: 1234 - marketFeeFor(1234),
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
  });

  it('should sell a listing to exactly one of many concurrent buyers and tell the others it is sold', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 50)).data!.listCard;
    const buyers = Array.from({ length: 30 }, () => randomUUID());
    const answers = await Promise.all(buyers.map((buyer) => buy(buyer, listing.id)));
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.errors))
      expect(lost.errors![0]).toMatchObject({
        message: 'This player has already been sold',
        extensions: { code: 'CONFLICT' },
      });
    expect(await outbox('MarketPurchaseRequested')).toHaveLength(1);
  });

  it('should answer the same purchase to a retry with the same idempotency key, and refuse the key for another listing', async () => {
    const [first, second] = await myCardsOf(t, ann);
    const listing = (await list(ann, first!.id, 20)).data!.listCard;
    const other = (await list(ann, second!.id, 20)).data!.listCard;
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(bob, listing.id, key), buy(bob, listing.id, key)]);
    expect(a.data!.buyListing.id).toBe(b.data!.buyListing.id);
    expect(await outbox('MarketPurchaseRequested')).toHaveLength(1);
    expect((await buy(bob, other.id, key)).errors![0]!.extensions.code).toBe('CONFLICT');
  });

  it('should put the listing back on the market when the buyer holds too little SPL', async () => {
    const card = await firstCardOf(ann);
    const listing = (await list(ann, card.id, 900)).data!.listCard;
    const purchase = (await buy(bob, listing.id)).data!.buyListing;
    await fundsRefused(purchase.id, bob, 900);
    expect(
      (
        await ok(bob, `query($id: ID!) { marketPurchase(id: $id) { ${PURCHASE_FIELDS} } }`, {
          id: purchase.id,
        })
      ).marketPurchase,
    ).toMatchObject({ status: 'FAILED', failureReason: 'INSUFFICIENT_SPL', cardId: null });
    expect(await outbox('MarketPurchaseFailed')).toEqual([
      expect.objectContaining({ purchaseId: purchase.id, reason: 'INSUFFICIENT_SPL' }),
    ]);
    expect((await listings()).items.map((l) => l.id)).toEqual([listing.id]);
    expect((await myCardsOf(t, ann)).map((c) => c.id)).toContain(card.id);
    // A late second answer changes nothing.
    await fundsHeld(purchase.id, bob, 900);
    expect(await outbox('MarketSaleCompleted')).toEqual([]);
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
    const purchase = (
      await ok(
        bob,
        `mutation($f: ID!, $k: String!) { buyNewCard(footballerId: $f, idempotencyKey: $k) { ${PURCHASE_FIELDS} } }`,
        {
          f: offer.players.id,
          k: 'first',
        },
      )
    ).buyNewCard;
    expect(await outbox('MarketPurchaseRequested')).toEqual([
      expect.objectContaining({ sellerId: null, price: 2500 }),
    ]);
    await fundsHeld(purchase.id, bob, 2500);
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
    expect((await buy(ann, listing.id)).errors![0]!.message).toBe('You cannot buy your own listing');
    expect((await buy(bob, listing.id, '')).errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const reprice = (caller: string, price: number) =>
      call(
        caller,
        `mutation($l: ID!, $p: Int!) { repriceListing(listingId: $l, price: $p) { marketplace { price } } }`,
        { l: listing.id, p: price },
      );
    expect((await reprice(bob, 99)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect((await reprice(ann, 99)).data!.repriceListing.marketplace.price).toBe(99);
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
    expect((await buy(bob, listing.id)).errors![0]!.message).toBe('This player has already been sold');
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
});
