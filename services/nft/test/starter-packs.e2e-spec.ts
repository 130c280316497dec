import { randomUUID } from 'node:crypto';
import { positionGroupOf, type PositionGroup } from '@sfl/contracts';
import { graphqlRequest, sqlStatementsDuring } from '@sfl/testing';
import { LIST_PRICE_SPL, STARTER_PACK_MAX_RARE, SUPPLY_PER_SEASON } from '../src/cards/card-tiers';
import { cardOwnershipEvents, type CardView, myCardsOf } from './card-queries';
import { squadOf } from './footballer-fixtures';
import {
  type FootballerPayload,
  startNftTestApp,
  type NftTestApp,
  userRegisteredEvent,
} from './nft-test-app';
import { myCardsOperation, playerCardReferencesOperation } from './operations/cards.operations';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

// More than a pack needs in every group and tier, so the draw has a choice everywhere.
const CATALOGUE: FootballerPayload[] = [
  ...squadOf({ GK: 4, DEF: 10, MID: 10, ATT: 6 }),
  ...squadOf({ GK: 2, DEF: 3, MID: 3, ATT: 3 }, 'RARE'),
  ...squadOf({ GK: 1, DEF: 2, MID: 2, ATT: 2 }, 'EPIC'),
  ...squadOf({ GK: 1, DEF: 1, MID: 1, ATT: 1 }, 'LEGENDARY'),
];

describe('nft subgraph: starter packs and myCards', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const groupOf = (catalogue: FootballerPayload[]) => {
    const groups = new Map(catalogue.map((f) => [f.footballerId, positionGroupOf(f.position)]));
    return (card: CardView): PositionGroup => groups.get(card.footballer.id)!;
  };
  const myCards = (userId: string, page?: { limit?: number; offset?: number }) => myCardsOf(t, userId, page);
  const ownershipEvents = () => cardOwnershipEvents(t);
  const withCatalogue = async (catalogue = CATALOGUE) => {
    await t.registerFootballers(catalogue);
    await t.startSeason(1);
  };
  const countBy = <T>(items: T[], key: (item: T) => string) =>
    items.reduce<Record<string, number>>(
      (counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }),
      {},
    );

  it("should resolve a squad's 17 card references (one request) with one query", async () => {
    await withCatalogue();
    await t.registerUser(ann);
    const cards = await myCards(ann);
    const ids = cards.map((card) => card.id);
    const { result: res, statements } = await sqlStatementsDuring(
      t.dataSource,
      async () => await graphqlRequest(t.server, playerCardReferencesOperation(ids)),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data._entities.map((card: { id: string }) => card.id)).toEqual(ids);
    expect(statements.filter((sql) => /FROM "player_card"/.test(sql))).toHaveLength(1);
  });

  describe('when a manager registers', () => {
    it('should grant 17 common cards of distinct footballers that field every formation', async () => {
      await withCatalogue();
      await t.registerUser(ann);
      const cards = await myCards(ann);
      expect(cards).toHaveLength(17);
      expect(countBy(cards, groupOf(CATALOGUE))).toEqual({ GK: 2, DEF: 6, MID: 6, ATT: 3 });
      expect(new Set(cards.map((card) => card.footballer.id)).size).toBe(17);
      for (const card of cards) {
        expect(['DEFAULT', 'RARE']).toContain(card.rarity);
        const rarity = card.rarity as 'DEFAULT' | 'RARE';
        expect(card).toMatchObject({
          source: 'IN_GAME',
          season: 1,
          serial: 1,
          supply: SUPPLY_PER_SEASON[rarity],
          value: LIST_PRICE_SPL[rarity],
        });
      }
      expect(cards.filter((card) => card.rarity === 'RARE').length).toBeLessThanOrEqual(
        STARTER_PACK_MAX_RARE,
      );
    });

    it('should record CardOwnershipChanged for each card of the pack', async () => {
      await withCatalogue();
      await t.registerUser(ann);
      const cards = await myCards(ann);
      const events = await ownershipEvents();
      expect(events).toHaveLength(17);
      expect(new Set(events.map((event) => event.cardId))).toEqual(new Set(cards.map((card) => card.id)));
      for (const event of events)
        expect(event).toMatchObject({
          source: 'IN_GAME',
          fromUserId: null,
          toUserId: ann,
          reason: 'STARTER_PACK',
          season: 1,
        });
    });

    it('should draw the same pack for the same manager and catalogue, and another for someone else', async () => {
      await withCatalogue();
      await t.registerUser(ann);
      await t.registerUser(bob);
      const footballersOf = async (userId: string) =>
        (await myCards(userId)).map((card) => card.footballer.id).sort();
      const annFirst = await footballersOf(ann);
      expect(await footballersOf(bob)).not.toEqual(annFirst);

      await t.reset();
      await withCatalogue();
      await t.registerUser(ann);
      expect(await footballersOf(ann)).toEqual(annFirst);
    });

    it('should grant the pack once the catalogue arrives when the manager registered first', async () => {
      await t.registerUser(ann);
      expect(await myCards(ann)).toEqual([]);
      await t.registerFootballers(CATALOGUE);
      expect(await myCards(ann)).toEqual([]); // no season yet: cards belong to one
      await t.startSeason(1);
      expect(await myCards(ann)).toHaveLength(17);
      expect(await ownershipEvents()).toHaveLength(17);
    });

    it('should keep the pack waiting while the catalogue cannot fill it, then grant it whole', async () => {
      const [firstGoalkeeper, ...rest] = CATALOGUE.filter(
        (f) => f.position === 'GK' && f.rarity === 'DEFAULT',
      );
      const withoutGoalkeepers = CATALOGUE.filter((f) => f.position !== 'GK');
      await t.registerFootballers([...withoutGoalkeepers, firstGoalkeeper!]);
      await t.startSeason(1);
      await t.registerUser(ann);
      expect(await myCards(ann)).toEqual([]);
      await t.registerFootballers(rest);
      const cards = await myCards(ann);
      expect(countBy(cards, groupOf(CATALOGUE))).toEqual({ GK: 2, DEF: 6, MID: 6, ATT: 3 });
    });
  });

  describe('when UserRegistered is delivered again', () => {
    it('should grant nothing more on a redelivery of the same event', async () => {
      await withCatalogue();
      const event = await t.registerUser(ann);
      expect(await t.deliverToStarterPacks(event)).toBe('duplicate');
      expect(await myCards(ann)).toHaveLength(17);
      expect(await ownershipEvents()).toHaveLength(17);
    });

    it('should grant one pack when the same event is delivered twice at once', async () => {
      await withCatalogue();
      const event = userRegisteredEvent(ann);
      const outcomes = await Promise.all([t.deliverToStarterPacks(event), t.deliverToStarterPacks(event)]);
      expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
      expect(await myCards(ann)).toHaveLength(17);
      expect(await ownershipEvents()).toHaveLength(17);
    });

    it('should grant one pack when two events register the same manager at once', async () => {
      await withCatalogue();
      const outcomes = await Promise.all([
        t.deliverToStarterPacks(userRegisteredEvent(ann)),
        t.deliverToStarterPacks(userRegisteredEvent(ann)),
      ]);
      expect(outcomes).toEqual(['applied', 'applied']);
      expect(await myCards(ann)).toHaveLength(17);
      expect(await ownershipEvents()).toHaveLength(17);
    });
  });

  describe('when many managers register at once', () => {
    const catalogue = squadOf({ GK: 4, DEF: 7, MID: 7, ATT: 4 });
    const [spent, lastOne] = catalogue;

    it('should hand out distinct serials within the supply and skip spent footballers', async () => {
      await t.registerFootballers(catalogue);
      await t.startSeason(1);
      // Arranged: one goalkeeper's supply is spent, another has one card left this season.
      await t.dataSource.query(
        `INSERT INTO card_supply (footballer_id, rarity, season, issued) VALUES ($1, 'DEFAULT', 1, $3), ($2, 'DEFAULT', 1, $3 - 1)`,
        [spent!.footballerId, lastOne!.footballerId, SUPPLY_PER_SEASON.DEFAULT],
      );
      const managers = Array.from({ length: 6 }, () => randomUUID());
      const outcomes = await Promise.all(
        managers.map((id) => t.deliverToStarterPacks(userRegisteredEvent(id))),
      );
      expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);

      const cards = (await Promise.all(managers.map((id) => myCards(id)))).flat();
      expect(cards).toHaveLength(6 * 17);
      const serialsOf = (footballerId: string) =>
        cards.filter((card) => card.footballer.id === footballerId).map((card) => card.serial!);
      expect(serialsOf(spent!.footballerId)).toEqual([]);
      expect(serialsOf(lastOne!.footballerId)).toEqual([SUPPLY_PER_SEASON.DEFAULT]);
      for (const { footballerId } of catalogue.slice(2)) {
        const serials = serialsOf(footballerId).sort((a, b) => a - b);
        expect(serials).toEqual(Array.from({ length: serials.length }, (_, index) => index + 1));
      }
    });
  });

  describe('myCards', () => {
    it('should refuse a caller who is not signed in', async () => {
      const res = await graphqlRequest(t.server, myCardsOperation(), { userId: null });
      expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
      expect(res.body.data).toBeNull();
    });

    it("should answer only the caller's own cards, GK first and best first within a group", async () => {
      await withCatalogue();
      await t.registerUser(ann);
      await t.registerUser(bob);
      const annCards = await myCards(ann);
      const bobCards = await myCards(bob);
      const events = await ownershipEvents();
      const ownerOf = new Map(events.map((event) => [event.cardId, event.toUserId]));
      expect(annCards.every((card) => ownerOf.get(card.id) === ann)).toBe(true);
      expect(bobCards.every((card) => ownerOf.get(card.id) === bob)).toBe(true);
      const overalls = new Map(CATALOGUE.map((f) => [f.footballerId, f.overall]));
      const group = groupOf(CATALOGUE);
      const order = annCards.map((card) => [
        ['GK', 'DEF', 'MID', 'ATT'].indexOf(group(card)),
        -overalls.get(card.footballer.id)!,
      ]);
      expect(order).toEqual([...order].sort(([ga, oa], [gb, ob]) => ga! - gb! || oa! - ob!));
    });

    it('should page with limit and offset, pages following each other in one order', async () => {
      await withCatalogue();
      await t.registerUser(ann);
      const all = await myCards(ann);
      expect(all).toHaveLength(17);
      expect(await myCards(ann, { limit: 5, offset: 3 })).toEqual(all.slice(3, 8));
      const pages = [];
      for (let offset = 0; offset < 20; offset += 5)
        pages.push(...(await myCards(ann, { limit: 5, offset })));
      expect(pages).toEqual(all);
      expect(await myCards(ann, { offset: 17 })).toEqual([]);
    });

    it.each([
      ['limit 0', { limit: 0 }],
      ['limit above 100', { limit: 101 }],
      ['a negative offset', { offset: -1 }],
    ])('should refuse %s as bad input', async (_, page) => {
      const res = await graphqlRequest(t.server, myCardsOperation(page), { userId: ann });
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  });
});
