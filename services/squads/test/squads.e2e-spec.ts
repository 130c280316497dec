import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import {
  dismissNoticeOperation,
  mySquadOperation,
  saveSquadOperation,
  setCaptainOperation,
  type SquadInput,
} from './operations/squad.operations';
import { DEFAULT_SQUAD_CHANGE_QUOTA } from '../src/config/squads.config';
import { SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

describe('squads subgraph: my squad', () => {
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
  });

  const squadOf = (...slotCards: (string | undefined)[]): SquadInput => ({
    teamName: 'Ann United',
    formation: '4-3-3',
    starters: starters(...slotCards),
    bench: [],
  });

  it.each([
    ['mySquad', mySquadOperation()],
    ['saveSquad', saveSquadOperation(squadOf())],
    ['setCaptain', setCaptainOperation(randomUUID())],
    ['dismissSquadNotice', dismissNoticeOperation(randomUUID())],
  ])('should refuse %s to a caller who is not signed in', async (_name, operation) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
    });
  });

  it('should refuse squad changes past the per-manager quota (saves, captains, notices together), changing nothing', async () => {
    const as = (userId: string, operation: Parameters<typeof graphqlRequest>[1]) =>
      graphqlRequest(t.server, operation, { userId });
    await as(ann, saveSquadOperation(squadOf(...cards))).expect(200);
    const saved = (await as(ann, mySquadOperation())).body.data.mySquad;
    // Refused changes count too: each one locked the squad.
    for (let call = 1; call < DEFAULT_SQUAD_CHANGE_QUOTA.limit; call++)
      expect((await as(ann, setCaptainOperation(randomUUID()))).body.errors[0].extensions.code).toBe(
        'BAD_USER_INPUT',
      );
    for (const operation of [
      saveSquadOperation(squadOf()),
      setCaptainOperation(cards[0]!),
      dismissNoticeOperation(randomUUID()),
    ]) {
      expect((await as(ann, operation)).body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Too many squad changes\. Try again in \d+ seconds?\.$/),
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          reason: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        },
      });
    }
    expect((await as(ann, mySquadOperation())).body.data.mySquad).toEqual(saved);
    const bob = await world.manager('bob');
    expect(
      (await as(bob, saveSquadOperation({ ...squadOf(), teamName: 'Bob FC' }))).body.errors,
    ).toBeUndefined();
  });

  it('should answer an empty 4-3-3 to a manager who never saved', async () => {
    const squad = await world.squadOf(randomUUID());
    expect(squad).toMatchObject({
      teamName: null,
      formation: '4-3-3',
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
      ratings: { overall: 0, chemistry: 0, attack: 0, defense: 0 },
      notices: [],
    });
    expect(squad.slots.map((slot) => [slot.label, slot.card])).toEqual(
      ['GK', 'LB', 'CB', 'CB', 'RB', 'CM', 'CM', 'CM', 'LW', 'ST', 'RW'].map((label) => [label, null]),
    );
  });

  it('should save the starters by slot, the bench in order, the captains and the trimmed name', async () => {
    const [bench1, bench2] = (await world.cardsFor(ann, [{ position: 'CB' }, { position: 'GK' }])).cards;
    // The third slot (a centre-back) left empty.
    const eleven = starters(cards[0], cards[1], undefined, ...cards.slice(3));
    const saved = await world.save(ann, {
      teamName: '  Ann United  ',
      formation: '4-3-3',
      starters: eleven,
      bench: [bench2!, bench1!],
      captainCardId: cards[9],
      viceCaptainCardId: cards[0],
    });
    expect(saved).toEqual(await world.squadOf(ann));
    expect(saved).toMatchObject({
      teamName: 'Ann United',
      formation: '4-3-3',
      bench: [{ id: bench2 }, { id: bench1 }],
      captainCardId: cards[9],
      viceCaptainCardId: cards[0],
    });
    expect(saved.slots.map((slot) => slot.card?.id ?? null)).toEqual(eleven);
  });

  it('should replace the whole squad on the next save, formation included', async () => {
    await world.save(ann, { ...squadOf(...cards), bench: [] });
    const gk = cards[0]!;
    const saved = await world.save(ann, {
      teamName: 'B',
      formation: '4-4-2',
      starters: starters(gk),
      bench: [cards[9]!],
    });
    expect(saved.formation).toBe('4-4-2');
    expect(saved.slots.map((slot) => slot.label)).toEqual([
      'GK',
      'LB',
      'CB',
      'CB',
      'RB',
      'LM',
      'CM',
      'CM',
      'RM',
      'ST',
      'ST',
    ]);
    expect(saved.slots.filter((slot) => slot.card).map((slot) => slot.card!.id)).toEqual([gk]);
    expect(saved.bench).toEqual([{ id: cards[9] }]);
  });

  it('should accept a card of any group on the bench and a 30-character name', async () => {
    const saved = await world.save(ann, {
      teamName: 'x'.repeat(30),
      formation: '3-5-2',
      starters: starters(),
      bench: cards.slice(0, 6),
    });
    expect(saved.bench).toHaveLength(6);
  });

  describe('refused saves store nothing', () => {
    let bob: string;
    let before: Awaited<ReturnType<SquadWorld['squadOf']>>;

    beforeEach(async () => {
      bob = await world.manager('bob');
      await world.save(ann, { ...squadOf(...cards), captainCardId: cards[9], viceCaptainCardId: cards[8] });
      before = await world.squadOf(ann);
    });

    const refused = async (input: SquadInput, reason: string, message: string | RegExp) => {
      const error = await world.refusedSave(ann, input);
      expect(error.extensions.reason).toBe(reason);
      expect(error.message).toMatch(message);
      expect(await world.squadOf(ann)).toEqual(before);
    };

    it.each([
      ['empty', ''],
      ['only spaces', '   '],
      ['31 characters', 'y'.repeat(31)],
    ])('should refuse a team name that is %s', async (_case, teamName) => {
      await refused(
        { ...squadOf(), teamName },
        'INVALID_TEAM_NAME',
        'Team name must be 1 to 30 characters (spaces at either end do not count)',
      );
    });

    it('should refuse an unknown formation', async () => {
      await refused(
        { ...squadOf(), formation: '5-4-1' },
        'UNKNOWN_FORMATION',
        'Formation must be one of 4-3-3, 4-4-2, 3-5-2, 4-2-3-1',
      );
    });

    it.each([10, 12])('should refuse %i starter entries', async (count) => {
      await refused(
        { ...squadOf(), starters: Array.from({ length: count }, () => null) },
        'WRONG_STARTER_COUNT',
        `A lineup lists exactly 11 starters, one per slot (an empty slot counts as one); this one lists ${count}`,
      );
    });

    it('should refuse a bench of 7', async () => {
      const extra = await world.cardsFor(ann, [{ position: 'ST' }]);
      await refused(
        { ...squadOf(), bench: [...cards.slice(0, 6), extra.cards[0]!] },
        'BENCH_TOO_LONG',
        'The bench holds at most 6 players; this one has 7',
      );
    });

    it('should refuse a card listed twice, across starters and bench', async () => {
      await refused(
        { ...squadOf(cards[0]), bench: [cards[0]!] },
        'CARD_LISTED_TWICE',
        `The same player is picked twice (card ${cards[0]}): each card fills one place in your squad`,
      );
    });

    it("should refuse another manager's card, an unknown card and a malformed id", async () => {
      const bobs = await world.cardsFor(bob, [{ position: 'GK' }]);
      await refused(
        squadOf(bobs.cards[0]),
        'NOT_YOUR_CARD',
        `A player in this squad is not yours (card ${bobs.cards[0]}): it may have been sold; reload to see the players you hold`,
      );
      const unknown = randomUUID();
      await refused(
        { ...squadOf(), bench: [unknown] },
        'NOT_YOUR_CARD',
        `A player in this squad is not yours (card ${unknown})`,
      );
      await refused(
        { ...squadOf(), bench: ['card-7'] },
        'NOT_YOUR_CARD',
        'A player in this squad is not yours (card card-7)',
      );
    });

    it('should refuse two cards of one footballer, even one of them on the bench', async () => {
      const second = await world.card(footballers[9]!, ann);
      await refused(
        { ...squadOf(...cards), bench: [second] },
        'FOOTBALLER_TWICE',
        'Player 9 ST is in your squad twice: you can field one card per footballer',
      );
    });

    it('should refuse a footballer in a slot of another group', async () => {
      await refused(
        squadOf(cards[9]),
        'WRONG_SLOT_GROUP',
        'Player 9 ST (ST) cannot play at GK (slot 1 of the lineup): that place takes goalkeepers only',
      );
      await refused(
        squadOf(undefined, cards[0]),
        'WRONG_SLOT_GROUP',
        'Player 0 GK (GK) cannot play at LB (slot 2 of the lineup): that place takes defenders only',
      );
      await refused(
        squadOf(undefined, undefined, undefined, undefined, undefined, cards[8]),
        'WRONG_SLOT_GROUP',
        'Player 8 LW (LW) cannot play at CM (slot 6 of the lineup): that place takes midfielders only',
      );
    });

    it('should refuse a card whose footballer is not known yet', async () => {
      const cardId = randomUUID();
      await world.move(cardId, randomUUID(), { from: null, to: ann, reason: 'STARTER_PACK' });
      const error = await world.refusedSave(ann, squadOf(cardId));
      expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'FOOTBALLER_NOT_KNOWN_YET' });
      expect(await world.squadOf(ann)).toEqual(before);
    });

    it('should refuse captains who are not starters, or the same starter twice', async () => {
      const full = squadOf(...cards.slice(0, 10));
      await refused(
        { ...full, captainCardId: cards[10] },
        'CAPTAIN_NOT_STARTER',
        'The captain must be one of your starters',
      );
      await refused(
        { ...full, bench: [cards[10]!], captainCardId: cards[10] },
        'CAPTAIN_NOT_STARTER',
        /captain must be/,
      );
      await refused(
        { ...full, viceCaptainCardId: cards[10] },
        'VICE_CAPTAIN_NOT_STARTER',
        'The vice-captain must be one of your starters',
      );
      await refused(
        { ...full, captainCardId: cards[1], viceCaptainCardId: cards[1] },
        'SAME_CAPTAIN_AND_VICE',
        'The captain and the vice-captain must be different players',
      );
    });
  });

  describe('setCaptain', () => {
    const captains = async (cardId: string) => {
      const res = await graphqlRequest(t.server, setCaptainOperation(cardId), { userId: ann });
      return res.body as {
        data: { setCaptain: Record<string, string | null> } | null;
        errors?: { extensions: { reason: string } }[];
      };
    };

    it('should make a starter captain, and swap when the vice-captain is made captain', async () => {
      await world.save(ann, {
        ...squadOf(...cards),
        bench: [],
        captainCardId: cards[9],
        viceCaptainCardId: cards[8],
      });
      expect((await captains(cards[5]!)).data?.setCaptain).toEqual({
        captainCardId: cards[5],
        viceCaptainCardId: cards[8],
      });
      expect((await captains(cards[8]!)).data?.setCaptain).toEqual({
        captainCardId: cards[8],
        viceCaptainCardId: cards[5],
      });
      expect(await world.squadOf(ann)).toMatchObject({
        captainCardId: cards[8],
        viceCaptainCardId: cards[5],
      });
    });

    it('should refuse a bench card, an unknown card and a manager without a squad', async () => {
      expect((await captains(cards[0]!)).errors?.[0]?.extensions.reason).toBe('CAPTAIN_NOT_STARTER');
      await world.save(ann, {
        ...squadOf(...cards.slice(0, 10)),
        bench: [cards[10]!],
        captainCardId: cards[9],
      });
      expect((await captains(cards[10]!)).errors?.[0]?.extensions.reason).toBe('CAPTAIN_NOT_STARTER');
      expect((await captains(randomUUID())).errors?.[0]?.extensions.reason).toBe('CAPTAIN_NOT_STARTER');
      expect((await world.squadOf(ann)).captainCardId).toBe(cards[9]);
    });
  });

  it('should refuse to dismiss a notice that is not there', async () => {
    for (const id of [randomUUID(), 'notice-1']) {
      const res = await graphqlRequest(t.server, dismissNoticeOperation(id), { userId: ann });
      expect(res.body.errors[0]).toMatchObject({
        message: 'You have no such squad notice',
        extensions: { code: 'NOT_FOUND', reason: 'NOTICE_NOT_FOUND' },
      });
    }
  });
});
