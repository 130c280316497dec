import { randomUUID } from 'node:crypto';
import type { Rarity } from '@sfl/contracts';
import { graphqlRequest, sqlStatementsDuring } from '@sfl/testing';
import { LIST_PRICE_SPL } from '../src/cards/card-tiers';
import { myCardsOf } from './card-queries';
import { footballer, squadOf } from './footballer-fixtures';
import { type FootballerPayload, startNftTestApp, type NftTestApp } from './nft-test-app';
import { footballerMarketsOperation } from './operations/market.operations';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

const DAY_MS = 24 * 60 * 60 * 1000;

interface FootballerMarketJson {
  floors: { rarity: string; price: number; listings: number }[];
  lastSales: { price: number; rarity: string; soldAt: string }[];
  priceHistory: { day: string; averagePrice: number; lowestPrice: number; sales: number }[];
}

interface Answer {
  data?: { _entities: ({ id: string; market: FootballerMarketJson } | null)[] };
  errors?: { message: string; extensions: { code: string } }[];
}

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

describe("nft subgraph: a footballer's market", () => {
  let t: NftTestApp;
  // The footballer whose market the tests read, and another one.
  let star: FootballerPayload;
  let other: FootballerPayload;
  let catalogue: FootballerPayload[];

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    star = footballer({ name: 'Kylian Star', position: 'ST', overall: 91 });
    other = footballer({ name: 'Other Player' });
    // A market page's worth of footballers: 100.
    catalogue = [...squadOf({ GK: 10, DEF: 30, MID: 35, ATT: 23 }), star, other];
    await t.registerFootballers(catalogue);
    await t.startSeason(1);
    await t.playGameweek(ann);
  });

  const ok = async (caller: string, query: string, variables: Record<string, unknown>): Promise<Json> => {
    const body = (await graphqlRequest(t.server, { query, variables }, { userId: caller })).body;
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  // A new card of the footballer in his tier now, bought from the product and paid.
  const newCard = async (
    owner: string,
    footballerId: string,
    rarity: Rarity = 'DEFAULT',
  ): Promise<string> => {
    const price = LIST_PRICE_SPL[rarity];
    const { buyNewCard } = await ok(
      owner,
      `mutation($f: ID!, $p: Int!, $k: String!) {
        buyNewCard(footballerId: $f, expectedPrice: $p, idempotencyKey: $k) { id } }`,
      { f: footballerId, p: price, k: randomUUID() },
    );
    await t.fundsHeld(buyNewCard.id, owner, price);
    const { marketPurchase } = await ok(owner, 'query($id: ID!) { marketPurchase(id: $id) { cardId } }', {
      id: buyNewCard.id,
    });
    return marketPurchase.cardId;
  };
  // The footballer's next cards are of another tier, as when matches registers him again.
  const moveToTier = (player: FootballerPayload, rarity: Rarity) =>
    t.registerFootballers([{ ...player, rarity }]);
  const list = async (cardId: string, price: number): Promise<string> =>
    (
      await ok(ann, 'mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id } }', {
        c: cardId,
        p: price,
      })
    ).listCard.id;
  const sell = async (listingId: string, price: number): Promise<void> => {
    const { buyListing } = await ok(
      bob,
      `mutation($l: ID!, $p: Int!, $k: String!) {
        buyListing(listingId: $l, expectedPrice: $p, idempotencyKey: $k) { id } }`,
      { l: listingId, p: price, k: randomUUID() },
    );
    await t.fundsHeld(buyListing.id, bob, price);
  };
  // A sale is stamped when it settles: to have sales on past days, the test moves them there.
  const soldAt = (listingId: string, at: Date) =>
    t.dataSource.query(`UPDATE market_listing SET ended_at = $2 WHERE id = $1 AND status = 'SOLD'`, [
      listingId,
      at,
    ]);
  const marketsAnswer = async (ids: string[], args?: { limit?: number; days?: number }): Promise<Answer> =>
    (await graphqlRequest(t.server, footballerMarketsOperation(ids, args))).body;
  const marketOf = async (id: string, args?: { limit?: number; days?: number }) => {
    const answer = await marketsAnswer([id], args);
    expect(answer.errors).toBeUndefined();
    return answer.data!._entities[0]!.market;
  };

  it('should answer the cheapest open listing per tier, cheapest tier first, leaving out sold and delisted listings', async () => {
    const defaults = [
      await newCard(ann, star.footballerId),
      await newCard(ann, star.footballerId),
      await newCard(ann, star.footballerId),
    ];
    await moveToTier(star, 'RARE');
    const rare = await newCard(ann, star.footballerId, 'RARE');
    await moveToTier(star, 'EPIC');
    const epic = await newCard(ann, star.footballerId, 'EPIC');
    const others = await newCard(ann, other.footballerId);

    await list(defaults[0]!, 50);
    const repriced = await list(defaults[1]!, 45);
    await sell(await list(defaults[2]!, 10), 10);
    await list(rare, 25);
    const delisted = await list(epic, 5);
    await ok(ann, 'mutation($l: ID!) { delistCard(listingId: $l) { id } }', { l: delisted });
    await ok(ann, 'mutation($l: ID!) { repriceListing(listingId: $l, price: 30) { id } }', { l: repriced });
    await list(others, 1);

    expect((await marketOf(star.footballerId)).floors).toEqual([
      { rarity: 'RARE', price: 25, listings: 1 },
      { rarity: 'DEFAULT', price: 30, listings: 2 },
    ]);
    expect((await marketOf(other.footballerId)).floors).toEqual([
      { rarity: 'DEFAULT', price: 1, listings: 1 },
    ]);
    const empty = { floors: [], lastSales: [], priceHistory: [] };
    expect(await marketOf(randomUUID())).toEqual(empty);
    expect(await marketOf('not-a-uuid')).toEqual(empty);
  });

  it("should answer his cards' sales newest first, as many as asked, without other footballers' or open listings", async () => {
    const cards = [];
    for (let n = 0; n < 4; n++) cards.push(await newCard(ann, star.footballerId));
    await moveToTier(star, 'RARE');
    const rare = await newCard(ann, star.footballerId, 'RARE');
    for (const [card, price] of [
      [cards[0]!, 100],
      [rare, 300],
      [cards[1]!, 200],
    ] as const)
      await sell(await list(card, price), price);
    await list(cards[2]!, 5);
    await sell(await list(await newCard(ann, other.footballerId), 7), 7);

    const { lastSales } = await marketOf(star.footballerId);
    expect(lastSales.map(({ price, rarity }) => ({ price, rarity }))).toEqual([
      { price: 200, rarity: 'DEFAULT' },
      { price: 300, rarity: 'RARE' },
      { price: 100, rarity: 'DEFAULT' },
    ]);
    const times = lastSales.map((sale) => Date.parse(sale.soldAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await marketOf(star.footballerId, { limit: 2 })).lastSales.map((sale) => sale.price)).toEqual([
      200, 300,
    ]);
  });

  it('should answer his sales per day (UTC) with a sale among the last days asked, oldest first', async () => {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const daysAgo = (days: number, plusMs = 0) => new Date(today - days * DAY_MS + plusMs);
    // Two sales on the first and the last millisecond of one day, one a day ago, one long ago, one now.
    const placed: [number, Date | null][] = [
      [100, daysAgo(3)],
      [201, daysAgo(2, -1)],
      [50, daysAgo(1, 12 * 60 * 60 * 1000)],
      [70, daysAgo(100)],
      [80, null],
    ];
    for (const [price, at] of placed) {
      const listing = await list(await newCard(ann, star.footballerId), price);
      await sell(listing, price);
      if (at) await soldAt(listing, at);
    }
    const point = (days: number, averagePrice: number, lowestPrice: number, sales: number) => ({
      day: daysAgo(days).toISOString(),
      averagePrice,
      lowestPrice,
      sales,
    });

    expect((await marketOf(star.footballerId)).priceHistory).toEqual([
      point(3, 151, 100, 2),
      point(1, 50, 50, 1),
      point(0, 80, 80, 1),
    ]);
    expect((await marketOf(star.footballerId, { days: 365 })).priceHistory[0]).toEqual(point(100, 70, 70, 1));
    expect((await marketOf(star.footballerId, { days: 4 })).priceHistory).toHaveLength(3);
    expect((await marketOf(star.footballerId, { days: 3 })).priceHistory).toEqual([
      point(1, 50, 50, 1),
      point(0, 80, 80, 1),
    ]);
    expect((await marketOf(star.footballerId, { days: 1 })).priceHistory).toEqual([point(0, 80, 80, 1)]);
  });

  it('should refuse a limit or a number of days out of range with BAD_USER_INPUT', async () => {
    for (const limit of [0, 101, -1]) {
      const answer = await marketsAnswer([star.footballerId], { limit });
      expect(answer.errors![0]).toMatchObject({
        message: 'limit must be between 1 and 100',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    for (const days of [0, 366, -5]) {
      const answer = await marketsAnswer([star.footballerId], { days });
      expect(answer.errors![0]).toMatchObject({
        message: 'days must be between 1 and 365',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('should answer the markets of a hundred footballers in one request, with one statement per part of the market', async () => {
    await t.registerUser(ann);
    const cards = await myCardsOf(t, ann);
    const listings = [];
    for (const [n, card] of cards.entries()) listings.push(await list(card.id, 10 + n));
    // Two of them sold: their footballers have a sale and no floor.
    for (const n of [0, 1]) await sell(listings[n]!, 10 + n);

    const ids = catalogue.map((player) => player.footballerId);
    const { result, statements } = await sqlStatementsDuring(t.dataSource, () => marketsAnswer(ids));
    expect(result.errors).toBeUndefined();
    const markets = new Map(result.data!._entities.map((entity) => [entity!.id, entity!.market]));
    expect(markets.size).toBe(100);
    for (const [n, card] of cards.entries()) {
      const market = markets.get(card.footballer.id)!;
      if (n < 2) {
        expect(market.floors).toEqual([]);
        expect(market.lastSales).toMatchObject([{ price: 10 + n, rarity: card.rarity }]);
        expect(market.priceHistory).toMatchObject([{ averagePrice: 10 + n, sales: 1 }]);
      } else {
        expect(market.floors).toEqual([{ rarity: card.rarity, price: 10 + n, listings: 1 }]);
        expect(market.lastSales).toEqual([]);
      }
    }
    const withCards = new Set(cards.map((card) => card.footballer.id));
    for (const id of ids.filter((id) => !withCards.has(id)))
      expect(markets.get(id)).toEqual({ floors: [], lastSales: [], priceHistory: [] });
    expect(statements.filter((sql) => sql.includes('market_listing'))).toHaveLength(3);
  });
});
