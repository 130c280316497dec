import { randomUUID } from 'node:crypto';
import { FootballerRegistered } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { dismissNoticeOperation, myNoticesOperation } from './operations/squad.operations';
import { SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

describe('squads subgraph: what other services tell it', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;
  let ann: string;
  let bob: string;
  let cards: string[];
  let footballers: string[];

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ann = await world.manager('ann');
    bob = await world.manager('bob');
    ({ cards, footballers } = await world.elevenFor(ann));
    await world.save(ann, {
      teamName: 'Ann United',
      formation: '4-3-3',
      starters: starters(...cards.slice(0, 10)),
      bench: [cards[10]!],
      captainCardId: cards[9],
      viceCaptainCardId: cards[8],
    });
  });

  const slotOf = async (manager: string, cardId: string) =>
    (await world.squadOf(manager)).slots.find((slot) => slot.card?.id === cardId)?.index ?? null;
  /** Why saving Ann's squad with cards[9] as striker is refused. */
  const annFieldingTheStriker = async () =>
    (
      await world.refusedSave(ann, {
        teamName: 'A',
        formation: '4-3-3',
        starters: starters(...Array(9), cards[9]),
        bench: [],
      })
    ).extensions.reason;

  it('should empty the slot of a sold card, clear its captaincy and leave a notice', async () => {
    const changedAt = new Date(Date.now() + 60_000);
    await world.move(cards[9]!, footballers[9]!, { from: ann, to: bob, reason: 'MARKET_SALE', changedAt });
    const squad = await world.squadOf(ann);
    expect(squad.slots[9]!.card).toBeNull();
    expect(squad).toMatchObject({
      captainCardId: null,
      viceCaptainCardId: cards[8],
      bench: [{ id: cards[10] }],
    });
    expect(squad.notices).toEqual([
      {
        id: expect.any(String),
        cardId: cards[9],
        message: 'Player 9 ST left your squad: sold',
        createdAt: changedAt.toISOString(),
      },
    ]);
    // The card is Bob's now: his to field, no longer Ann's.
    await world.save(bob, {
      teamName: 'Bob FC',
      formation: '4-3-3',
      starters: starters(...Array(9), cards[9]),
      bench: [],
    });
    expect(await slotOf(bob, cards[9]!)).toBe(9);
    expect(await annFieldingTheStriker()).toBe('NOT_YOUR_CARD');
  });

  it('should take a card no longer in the wallet off the bench and clear a vice-captaincy', async () => {
    await world.move(cards[10]!, footballers[10]!, { from: ann, to: null, reason: 'ON_CHAIN_LOST' });
    await world.move(cards[8]!, footballers[8]!, { from: ann, to: null, reason: 'ON_CHAIN_LOST' });
    const squad = await world.squadOf(ann);
    expect(squad).toMatchObject({ bench: [], captainCardId: cards[9], viceCaptainCardId: null });
    expect(squad.slots[8]!.card).toBeNull();
    expect(squad.notices.map((notice) => [notice.cardId, notice.message])).toEqual([
      [cards[10], 'Player 10 RW left your squad: no longer in your wallet'],
      [cards[8], 'Player 8 LW left your squad: no longer in your wallet'],
    ]);
  });

  it('should page the notices oldest first, and refuse a page out of range', async () => {
    await world.move(cards[10]!, footballers[10]!, { from: ann, to: null, reason: 'ON_CHAIN_LOST' });
    await world.move(cards[8]!, footballers[8]!, { from: ann, to: null, reason: 'ON_CHAIN_LOST' });
    const noticesOf = async (page: { limit?: number; offset?: number }) => {
      const res = await graphqlRequest(t.server, myNoticesOperation(page), { userId: ann });
      return res.body as { data: { mySquad: { notices: { cardId: string }[] } } | null; errors?: unknown[] };
    };
    const cardsOf = async (page: { limit?: number; offset?: number }) =>
      (await noticesOf(page)).data!.mySquad.notices.map((notice) => notice.cardId);
    expect(await cardsOf({ limit: 1 })).toEqual([cards[10]]);
    expect(await cardsOf({ limit: 1, offset: 1 })).toEqual([cards[8]]);
    expect(await cardsOf({ offset: 2 })).toEqual([]);
    for (const page of [{ limit: 0 }, { limit: 101 }, { offset: -1 }])
      expect((await noticesOf(page)).errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
  });

  it('should leave no notice for a card that was not in the squad, and none for its new holder', async () => {
    const spare = await world.card(footballers[0]!, ann);
    await world.move(spare, footballers[0]!, { from: ann, to: bob, reason: 'MARKET_SALE' });
    expect((await world.squadOf(ann)).notices).toEqual([]);
    expect((await world.squadOf(bob)).notices).toEqual([]);
  });

  it('should keep a notice until its manager dismisses it, and let nobody else dismiss it', async () => {
    await world.move(cards[9]!, footballers[9]!, { from: ann, to: bob, reason: 'MARKET_SALE' });
    const [notice] = (await world.squadOf(ann)).notices;
    const byBob = await graphqlRequest(t.server, dismissNoticeOperation(notice!.id), { userId: bob });
    expect(byBob.body.errors[0].extensions.reason).toBe('NOTICE_NOT_FOUND');
    expect((await world.squadOf(ann)).notices).toHaveLength(1);
    const byAnn = await graphqlRequest(t.server, dismissNoticeOperation(notice!.id), { userId: ann });
    expect(byAnn.body.data).toEqual({ dismissSquadNotice: true });
    expect((await world.squadOf(ann)).notices).toEqual([]);
  });

  it('should ignore an ownership change older than the one it holds', async () => {
    await world.move(cards[9]!, footballers[9]!, { from: ann, to: bob, reason: 'MARKET_SALE' });
    await world.move(cards[9]!, footballers[9]!, {
      from: null,
      to: ann,
      reason: 'STARTER_PACK',
      changedAt: new Date(Date.now() - 3_600_000),
    });
    expect(await annFieldingTheStriker()).toBe('NOT_YOUR_CARD');
  });

  it('should change nothing when every event is delivered again', async () => {
    await world.move(cards[9]!, footballers[9]!, { from: ann, to: bob, reason: 'MARKET_SALE' });
    await world.move(cards[10]!, footballers[10]!, { from: ann, to: null, reason: 'ON_CHAIN_LOST' });
    const tables = () =>
      Promise.all(
        ['footballer', 'card', 'manager', 'squad', 'squad_member', 'squad_notice'].map((table) =>
          t.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`),
        ),
      );
    const [annBefore, bobBefore, rowsBefore] = [
      await world.squadOf(ann),
      await world.squadOf(bob),
      await tables(),
    ];

    await t.redeliverAll();

    expect(await world.squadOf(ann)).toEqual(annBefore);
    expect(await world.squadOf(bob)).toEqual(bobBefore);
    expect(await tables()).toEqual(rowsBefore);
    expect(annBefore.notices).toHaveLength(2);
  });

  it('should keep the usernames users.events announces', async () => {
    expect(await t.dataSource.query('SELECT id, username FROM manager ORDER BY username')).toEqual([
      { id: ann, username: 'ann' },
      { id: bob, username: 'bob' },
    ]);
  });

  it("should take a footballer's newer figures when matches announces it again", async () => {
    const footballerId = footballers[0]!;
    await t.publish(FootballerRegistered, footballerId, {
      footballerId,
      name: 'Renamed Keeper',
      club: { id: randomUUID(), name: 'Other', shortName: 'OTH' },
      position: 'GK',
      overall: 90,
      rarity: 'LEGENDARY',
    });
    await world.move(cards[0]!, footballerId, { from: ann, to: bob, reason: 'MARKET_SALE' });
    expect((await world.squadOf(ann)).notices[0]!.message).toBe('Renamed Keeper left your squad: sold');
  });
});
