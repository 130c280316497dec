import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import { myCardsOf } from './card-queries';
import { squadOf } from './footballer-fixtures';
import { type FootballerFormPayload, startNftTestApp, type NftTestApp } from './nft-test-app';

const ann = '7a1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';

interface Answer {
  data?: Record<
    string,
    { total: number; items: { id: string; players: { id: string; footballer: { id: string } } }[] }
  >;
  errors?: { message: string; extensions: { code: string } }[];
}

const HOUR_MS = 3_600_000;
const SEASON_START = Date.parse('2030-08-16T15:00:00.000Z');

/** A FootballerFormUpdated as matches records it, as of `hours` after the season start. */
function formOf(
  footballerId: string,
  form: number,
  seasonPoints: number,
  difficulty: number | null,
  hours = 1,
): FootballerFormPayload {
  return {
    footballerId,
    form,
    seasonPoints,
    nextFixture:
      difficulty === null
        ? null
        : {
            matchId: randomUUID(),
            gameweek: 2,
            kickoffAt: new Date(SEASON_START + 7 * 24 * HOUR_MS).toISOString(),
            home: true,
            opponentClubId: randomUUID(),
            difficulty,
          },
    asOf: new Date(SEASON_START + hours * HOUR_MS).toISOString(),
  };
}

describe('nft subgraph: sorting and filtering the market by form, points, price and next fixture', () => {
  let t: NftTestApp;
  // Four of ann's cards' footballers, listed in this order at these prices.
  let p: string[];
  const PRICES = [300, 100, 400, 200];

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.registerFootballers(squadOf({ GK: 3, DEF: 8, MID: 8, ATT: 5 }));
    await t.startSeason(1);
    await t.registerUser(ann);
    await t.playGameweek(ann);
    const cards = await myCardsOf(t, ann);
    const oneEach = cards.filter(
      (card, i) => cards.findIndex((c) => c.footballer.id === card.footballer.id) === i,
    );
    const listed = oneEach.slice(0, 4);
    p = listed.map((card) => card.footballer.id);
    for (const [i, card] of listed.entries()) {
      const res = await call(
        `mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id } }`,
        {
          c: card.id,
          p: PRICES[i],
        },
        ann,
      );
      expect(res.errors).toBeUndefined();
    }
    // p[2] has no figures yet; p[3] no fixture scheduled.
    await t.updateForm(formOf(p[0]!, 6.5, 30, 4));
    await t.updateForm(formOf(p[1]!, 9, 20, 2));
    await t.updateForm(formOf(p[3]!, 2, 40, null));
  });

  const call = async (
    query: string,
    variables: Record<string, unknown> = {},
    caller: string | null = null,
  ): Promise<Answer> =>
    (await graphqlRequest(t.server, { query, variables }, caller ? { userId: caller } : {})).body;
  const page = async (field: 'marketListings' | 'newCardOffers', args: Record<string, unknown>) => {
    const res = await call(
      `query($sort: MarketSort, $minForm: Float, $maxPrice: Int, $maxDifficulty: Int, $limit: Int, $offset: Int) {
        ${field}(sort: $sort, minForm: $minForm, maxPrice: $maxPrice, maxDifficulty: $maxDifficulty, limit: $limit, offset: $offset) {
          total items { players { id footballer { id } } } } }`,
      args,
    );
    expect(res.errors).toBeUndefined();
    const { total, items } = res.data![field]!;
    // Each card hands out its footballer's reference, for matches' form and next fixtures.
    for (const { players } of items) expect(players.footballer).toEqual({ id: players.id });
    return { total, ids: items.map((item) => item.players.id) };
  };
  const listings = async (args: Record<string, unknown>) => (await page('marketListings', args)).ids;
  const footballers = (...indexes: number[]) => indexes.map((i) => p[i]);

  it('should sort the listings by form, footballers without figures last, newest first by default', async () => {
    expect(await listings({})).toEqual(footballers(3, 2, 1, 0));
    expect(await listings({ sort: 'FORM' })).toEqual(footballers(1, 0, 3, 2));
    expect(await listings({ sort: 'POINTS' })).toEqual(footballers(3, 0, 1, 2));
    expect(await listings({ sort: 'PRICE_LOW' })).toEqual(footballers(1, 3, 0, 2));
    expect(await listings({ sort: 'PRICE_HIGH' })).toEqual(footballers(2, 0, 3, 1));
    // p[3] (no fixture) and p[2] (no figures) tie last: the newer listing first.
    expect(await listings({ sort: 'EASIEST_NEXT_FIXTURE' })).toEqual(footballers(1, 0, 3, 2));
  });

  it('should page a sort without overlaps, ties broken by the newest listing', async () => {
    await t.updateForm(formOf(p[2]!, 6.5, 30, 4));
    const all = await listings({ sort: 'FORM' });
    expect(all).toEqual(footballers(1, 2, 0, 3));
    const oneByOne = [];
    for (let offset = 0; offset < 4; offset++)
      oneByOne.push(...(await listings({ sort: 'FORM', limit: 1, offset })));
    expect(oneByOne).toEqual(all);
  });

  it('should filter by form (no figures counting as 0), price and next-fixture difficulty', async () => {
    expect(await page('marketListings', { sort: 'FORM', minForm: 5 })).toEqual({
      total: 2,
      ids: footballers(1, 0),
    });
    expect((await page('marketListings', { minForm: 0 })).total).toBe(4);
    expect(await page('marketListings', { sort: 'PRICE_LOW', maxPrice: 200 })).toEqual({
      total: 2,
      ids: footballers(1, 3),
    });
    // Without a fixture, no difficulty is small enough.
    expect(await page('marketListings', { maxDifficulty: 3 })).toEqual({ total: 1, ids: footballers(1) });
    expect((await page('marketListings', { minForm: 5, maxPrice: 100, maxDifficulty: 2 })).total).toBe(1);
  });

  it('should sort and filter the new cards the same way, best overall by default', async () => {
    const byForm = await page('newCardOffers', { sort: 'FORM', limit: 3 });
    expect(byForm.ids).toEqual(footballers(1, 0, 3));
    expect(await page('newCardOffers', { maxDifficulty: 2 })).toEqual({ total: 1, ids: footballers(1) });
    // Every new card here is DEFAULT, listed at 20 SPL.
    expect((await page('newCardOffers', { maxPrice: 19 })).total).toBe(0);
    expect((await page('newCardOffers', { maxPrice: 20 })).total).toBe(24);
  });

  it('should apply each update once and keep the latest, whatever order they come in', async () => {
    const latest = await t.updateForm(formOf(p[1]!, 0.5, 21, 5, 3));
    // Recorded earlier (an hour 2 full time) but delivered after the later one: changes nothing.
    await t.updateForm(formOf(p[1]!, 12, 24, 1, 2));
    expect(await listings({ sort: 'FORM' })).toEqual(footballers(0, 3, 1, 2));
    expect(await page('marketListings', { maxDifficulty: 4 })).toEqual({ total: 1, ids: footballers(0) });
    // Delivered again (a rebalance): already applied.
    expect(await t.deliverToFootballerForm(latest)).toBe('duplicate');
    expect(await listings({ sort: 'FORM' })).toEqual(footballers(0, 3, 1, 2));
  });

  it.each([
    [{ minForm: -0.5 }, 'minForm must be 0 or more'],
    [{ maxPrice: 0 }, 'maxPrice must be 1 SPL or more'],
    [{ maxDifficulty: 0 }, 'maxDifficulty must be from 1 to 5'],
    [{ maxDifficulty: 6 }, 'maxDifficulty must be from 1 to 5'],
  ])('should refuse %j with BAD_USER_INPUT', async (args, message) => {
    for (const field of ['marketListings', 'newCardOffers']) {
      const res = await call(
        `query($minForm: Float, $maxPrice: Int, $maxDifficulty: Int) {
          ${field}(minForm: $minForm, maxPrice: $maxPrice, maxDifficulty: $maxDifficulty) { total } }`,
        args,
      );
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('should refuse the new cards sorted NEWEST: they are not listed', async () => {
    const res = await call(`{ newCardOffers(sort: NEWEST) { total } }`);
    expect(res.errors?.[0]).toMatchObject({
      message: 'New cards are not listed: sort NEWEST is for listings only',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
