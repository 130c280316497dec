import { randomUUID } from 'node:crypto';
import type { PayloadOf } from '@sfl/events';
import { GameweekDeadlinePassed, type LineupLocked } from '@sfl/contracts';
import { SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

describe('squads subgraph: cards on the player market', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;
  let ann: string;
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
    ({ cards, footballers } = await world.elevenFor(ann));
    await world.save(ann, annSquad(cards[9]!));
  });

  /** Ann's 4-3-3 with `striker` up front, captain; the first ten cards' others in their slots, the last on the bench. */
  const annSquad = (striker: string) => ({
    teamName: 'Ann United',
    formation: '4-3-3',
    starters: starters(...cards.slice(0, 9), striker),
    bench: [cards[10]!],
    captainCardId: striker,
    viceCaptainCardId: cards[8],
  });
  const listing = (cardId: string, listingId: string) => ({ listingId, cardId, seller: ann });

  it('should take a listed card out of its seller’s squad, clear its captaincy and leave a notice, once', async () => {
    const listedAt = new Date(Date.now() - 60_000);
    await world.list(cards[9]!, ann, listedAt);
    await world.list(cards[10]!, ann);

    const squad = await world.squadOf(ann);
    expect(squad.slots[9]!.card).toBeNull();
    expect(squad.slots.slice(0, 9).map((slot) => slot.card?.id)).toEqual(cards.slice(0, 9));
    expect(squad).toMatchObject({ bench: [], captainCardId: null, viceCaptainCardId: cards[8] });
    expect(squad.notices).toEqual([
      {
        id: expect.any(String),
        cardId: cards[9],
        message: 'Player 9 ST left your squad: listed on the market',
        createdAt: listedAt.toISOString(),
      },
      expect.objectContaining({
        cardId: cards[10],
        message: 'Player 10 RW left your squad: listed on the market',
      }),
    ]);

    await t.redeliverAll();
    expect(await world.squadOf(ann)).toEqual(squad);
  });

  it('should refuse to save a squad with a listed card in the XI or on the bench, saving nothing', async () => {
    const spare = (await world.cardsFor(ann, [{ position: 'ST', name: 'Spare Striker' }])).cards[0]!;
    await world.list(spare, ann);
    const before = await world.squadOf(ann);

    for (const squad of [annSquad(spare), { ...annSquad(cards[9]!), bench: [cards[10]!, spare] }])
      expect(await world.refusedSave(ann, squad)).toMatchObject({
        message: 'Spare Striker is listed on the market; delist it to field it',
        extensions: { code: 'CONFLICT', reason: 'CARD_ON_MARKET' },
      });
    expect(await world.squadOf(ann)).toEqual(before);
  });

  it('should let a card be fielded again once its listing is delisted, without putting it back by itself', async () => {
    const listingId = await world.list(cards[9]!, ann);
    await world.endListing(listing(cards[9]!, listingId), 'DELISTED');
    expect((await world.squadOf(ann)).slots[9]!.card).toBeNull();

    const saved = await world.save(ann, annSquad(cards[9]!));
    expect(saved.slots[9]!.card).toEqual({ id: cards[9] });
    expect(saved.captainCardId).toBe(cards[9]);
  });

  it('should leave out of the locked lineup a card on the market at the deadline or listed since', async () => {
    const deadline = new Date();
    // Applied after the deadline, before squads applies it: the squad as it stood then still holds both.
    await world.list(cards[9]!, ann, new Date(deadline.getTime() - 1_000));
    const delistedSince = await world.list(cards[7]!, ann, new Date(deadline.getTime() - 1_000));
    await world.endListing(listing(cards[7]!, delistedSince), 'DELISTED');

    await t.publish(
      GameweekDeadlinePassed,
      randomUUID(),
      { gameweek: 1, deadline: deadline.toISOString(), firstMatchId: randomUUID() },
      deadline,
    );

    const [locked] = (
      await t.dataSource.query<{ payload: PayloadOf<typeof LineupLocked> }[]>(
        `SELECT payload FROM outbox_event WHERE type = 'LineupLocked' ORDER BY sequence`,
      )
    ).map((row) => row.payload);
    expect(locked!.starters.map((player) => player.cardId)).toEqual([...cards.slice(0, 7), cards[8]]);
    expect(locked!.bench.map((player) => player.cardId)).toEqual([cards[10]]);
    expect(locked).toMatchObject({ captainFootballerId: null, viceCaptainFootballerId: footballers[8] });
  });
});
