import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import { myCardsOf, type CardView } from './card-queries';
import { squadOf } from './footballer-fixtures';
import { startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

// Small quotas, so that a test reaches them in a few calls.
const QUOTAS = {
  purchases: { limit: 6, windowMs: 60_000 },
  listingChanges: { limit: 8, windowMs: 60_000 },
  maxPendingPurchases: 2,
  maxOpenListings: 3,
};

interface Answer {
  data?: Record<string, { id: string }> | null;
  errors?: { message: string; extensions: { code: string; reason: string; retryAfterSeconds?: number } }[];
}

describe('nft subgraph: the market quotas', () => {
  let t: NftTestApp;
  let cards: CardView[];

  beforeAll(async () => {
    t = await startNftTestApp(TEST_COLLECTION, null, QUOTAS);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.registerFootballers(squadOf({ GK: 3, DEF: 8, MID: 8, ATT: 5 }));
    await t.startSeason(1);
    await t.registerUser(ann);
    await t.playGameweek(ann);
    cards = await myCardsOf(t, ann);
  });

  const call = async (caller: string, query: string, variables: Record<string, unknown>): Promise<Answer> =>
    (await graphqlRequest(t.server, { query, variables }, { userId: caller })).body;
  const list = (cardId: string, price = 40) =>
    call(ann, 'mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id } }', {
      c: cardId,
      p: price,
    });
  const buy = (buyer: string, listingId: string, price = 40) =>
    call(
      buyer,
      'mutation($l: ID!, $p: Int!, $k: String!) { buyListing(listingId: $l, expectedPrice: $p, idempotencyKey: $k) { id } }',
      { l: listingId, p: price, k: randomUUID() },
    );
  const count = async (sql: string) => (await t.dataSource.query<{ n: number }[]>(sql))[0]!.n;

  it('should refuse a seller past his open listings, and let him list again once one ends', async () => {
    const listed = [];
    for (const card of cards.slice(0, 3)) listed.push((await list(card.id)).data!.listCard.id);
    const refused = await list(cards[3]!.id);
    expect(refused.errors![0]).toMatchObject({
      message: 'You already have 3 listings open, the most one manager may have. Finish or cancel one first.',
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_OPEN', retryAfterSeconds: 60 },
    });
    expect(await count(`SELECT count(*)::int AS n FROM market_listing`)).toBe(3);
    expect(await count(`SELECT count(*)::int AS n FROM outbox_event WHERE type = 'CardListed'`)).toBe(3);

    await call(ann, 'mutation($l: ID!) { delistCard(listingId: $l) { id } }', { l: listed[0] });
    expect((await list(cards[3]!.id)).errors).toBeUndefined();
  });

  it("should refuse a buyer past his purchases waiting for their SPL, for a few seconds, and not count another buyer's", async () => {
    const listings = [];
    for (const card of cards.slice(0, 3)) listings.push((await list(card.id)).data!.listCard.id);
    const [first] = await Promise.all([buy(bob, listings[0]!), buy(bob, listings[1]!)]);
    const refused = await buy(bob, listings[2]!);
    expect(refused.errors![0]).toMatchObject({
      message:
        'You already have 2 purchases waiting for their SPL open, the most one manager may have. Finish or cancel one first.',
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_OPEN', retryAfterSeconds: 5 },
    });
    expect(await count(`SELECT count(*)::int AS n FROM market_purchase WHERE buyer_id = '${bob}'`)).toBe(2);
    expect((await buy(randomUUID(), listings[2]!)).errors).toBeUndefined();

    // One of his settles (refused here): he may buy again.
    await t.fundsRefused(first.data!.buyListing.id, bob, 40);
    expect((await buy(bob, listings[2]!)).errors).toBeUndefined();
  });

  it('should hold each buyer to his concurrent purchases cap', async () => {
    const listings = [];
    for (const card of cards.slice(0, 3)) listings.push((await list(card.id)).data!.listCard.id);
    const answers = await Promise.all(listings.map((listingId) => buy(bob, listingId)));
    expect(answers.filter((answer) => answer.errors)).toHaveLength(1);
    expect(await count(`SELECT count(*)::int AS n FROM market_purchase WHERE status = 'PENDING'`)).toBe(2);
  });

  it('should rate-limit buying and listing per manager, refused calls counted, with the wait to retry', async () => {
    const listing = (await list(cards[0]!.id)).data!.listCard.id;
    // Six purchases a minute: refused ones count (here: his own listing).
    for (let n = 0; n < 6; n++)
      expect((await buy(ann, listing)).errors![0]!.extensions.reason).toBe('OWN_LISTING');
    const limited = await buy(ann, listing);
    expect(limited.errors![0]).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
    });
    expect(limited.errors![0]!.message).toMatch(/^Too many purchases\. Try again in \d+ seconds?\.$/);
    expect(limited.errors![0]!.extensions.retryAfterSeconds).toBeGreaterThan(0);
    // Another manager is not held back.
    expect((await buy(bob, listing)).errors).toBeUndefined();

    // Eight listing changes a minute (list, reprice, delist): one done, seven more, then refused.
    for (let n = 0; n < 7; n++)
      expect(
        (
          await call(ann, 'mutation($l: ID!, $p: Int!) { repriceListing(listingId: $l, price: $p) { id } }', {
            l: listing,
            p: 41 + n,
          })
        ).errors,
      ).toBeUndefined();
    const tooMany = await call(ann, 'mutation($l: ID!) { delistCard(listingId: $l) { id } }', { l: listing });
    expect(tooMany.errors![0]).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
    });
    expect(tooMany.errors![0]!.message).toMatch(/^Too many listing changes\. Try again in \d+ seconds?\.$/);
    expect(await count(`SELECT count(*)::int AS n FROM market_listing WHERE status = 'ACTIVE'`)).toBe(1);
  });
});
