import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import { LineupLocksRepository } from '../src/market/lineup-locks.repository';
import { myCardsOf, type CardView } from './card-queries';
import { squadOf } from './footballer-fixtures';
import { startNftTestApp, type NftTestApp } from './nft-test-app';

const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

const NOT_PLAYED = {
  message: 'You can list players once you have played a gameweek',
  extensions: { code: 'CONFLICT', reason: 'NO_GAMEWEEK_PLAYED' },
};

const LOCKED = {
  message: 'This player is in your locked lineup until the gameweek is final',
  extensions: { code: 'CONFLICT', reason: 'CARD_IN_LOCKED_LINEUP' },
};

interface Answer {
  data?: { listCard: { id: string; cardId: string } } | null;
  errors?: { message: string; extensions: { code: string; reason: string } }[];
}

describe('nft subgraph: the market, locked lineups and gameweeks played', () => {
  let t: NftTestApp;
  let cards: CardView[];

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
    cards = await myCardsOf(t, ann);
  });

  const list = async (caller: string, cardId: string, price = 25): Promise<Answer> =>
    (
      await graphqlRequest(
        t.server,
        {
          query: 'mutation($c: ID!, $p: Int!) { listCard(cardId: $c, price: $p) { id cardId } }',
          variables: { c: cardId, p: price },
        },
        { userId: caller },
      )
    ).body;
  const listed = async (cardId: string) => {
    const answer = await list(ann, cardId);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.listCard.cardId).toBe(cardId);
  };
  const refused = async (cardId: string) => {
    const answer = await list(ann, cardId);
    expect(answer.data).toBeNull();
    expect(answer.errors![0]).toMatchObject(LOCKED);
  };
  const cardListedEvents = async () =>
    (
      await t.dataSource.query<{ payload: { cardId: string } }[]>(
        `SELECT payload FROM outbox_event WHERE type = 'CardListed' ORDER BY sequence`,
      )
    ).map((row) => row.payload.cardId);
  const openListings = async () =>
    (
      await t.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM market_listing WHERE status IN ('ACTIVE', 'PENDING')`,
      )
    )[0]!.count;

  it('should refuse to list a card of the locked XI or bench until the gameweek is final, changing nothing', async () => {
    await t.lockLineup(ann, 1, { starters: cards.slice(0, 11), bench: cards.slice(11, 13) });

    await refused(cards[0]!.id);
    await refused(cards[12]!.id);
    expect(await cardListedEvents()).toEqual([]);
    expect(await openListings()).toBe(0);
    // A card outside the lineup is not held back.
    await listed(cards[16]!.id);

    await t.finishGameweek(1);
    await listed(cards[0]!.id);
    await listed(cards[12]!.id);
    expect(await cardListedEvents()).toEqual([cards[16]!.id, cards[0]!.id, cards[12]!.id]);
  });

  it('should follow a lineup changed before its players’ kick-offs: a card changed out may be listed, one changed in not', async () => {
    await t.lockLineup(ann, 1, { starters: cards.slice(0, 11), bench: cards.slice(11, 13) });
    // The last starter changed out for a card that was not in the lineup.
    await t.changeLineup(ann, 1, {
      starters: [...cards.slice(0, 10), cards[13]!],
      bench: cards.slice(11, 13),
    });

    await listed(cards[10]!.id);
    await refused(cards[13]!.id);
    await refused(cards[0]!.id);
    await refused(cards[12]!.id);
    expect(await cardListedEvents()).toEqual([cards[10]!.id]);

    await t.finishGameweek(1);
    await listed(cards[13]!.id);
  });

  it("should list a card that was only in a past gameweek's lineup, or only in someone else's", async () => {
    await t.lockLineup(ann, 1, { starters: cards.slice(0, 11) });
    await t.finishGameweek(1);
    await t.lockLineup(ann, 2, { starters: cards.slice(1, 12) });
    // Bob's lineup cannot hold back Ann's card (squads only fields a manager's own cards).
    await t.lockLineup(bob, 2, { starters: [cards[0]!] });

    await listed(cards[0]!.id);
    await refused(cards[1]!.id);
    await refused(cards[11]!.id);
  });

  it('should lock nothing for a lineup applied after its gameweek finished', async () => {
    await t.finishGameweek(3);
    await t.lockLineup(ann, 3, { starters: cards.slice(0, 11) });
    await listed(cards[0]!.id);
  });

  it('should apply a lineup and its release once when they are delivered again', async () => {
    const lineup = await t.lockLineup(ann, 1, { starters: cards.slice(0, 11) });
    expect(await t.deliverToLineupLocks(lineup)).toBe('duplicate');
    await refused(cards[0]!.id);

    const finished = await t.finishGameweek(1);
    expect(await t.deliverToLineupLocks(lineup)).toBe('duplicate');
    expect(await t.deliverToLineupLocks(finished)).toBe('duplicate');
    await listed(cards[0]!.id);
  });

  describe('a seller must have played a gameweek', () => {
    let newcomer: string;
    let card: CardView;
    beforeEach(async () => {
      newcomer = randomUUID();
      await t.registerUser(newcomer);
      [card] = await myCardsOf(t, newcomer);
    });
    const listedByNewcomer = async () => {
      const answer = await list(newcomer, card.id);
      expect(answer.errors).toBeUndefined();
    };
    const refusedToNewcomer = async () => {
      const answer = await list(newcomer, card.id);
      expect(answer.data).toBeNull();
      expect(answer.errors![0]).toMatchObject(NOT_PLAYED);
    };
    const canListCards = async (caller: string) =>
      (
        (await graphqlRequest(t.server, { query: '{ canListCards }' }, { userId: caller })).body as {
          data: { canListCards: boolean };
        }
      ).data.canListCards;
    const gameweeksPlayed = () =>
      t.dataSource.transaction((manager) =>
        t.app.get(LineupLocksRepository).gameweeksPlayedIn(manager, newcomer),
      );

    it('should refuse a fresh account, and one whose locked gameweek is not final yet, changing nothing', async () => {
      expect(await canListCards(newcomer)).toBe(false);
      await refusedToNewcomer();
      await t.lockLineup(newcomer, 5, { starters: [] });
      await refusedToNewcomer();
      // Another manager's gameweek is not his.
      await t.lockLineup(bob, 6, { starters: [] });
      await t.finishGameweek(6);
      await refusedToNewcomer();
      expect(await cardListedEvents()).toEqual([]);
      expect(await openListings()).toBe(0);

      expect(await canListCards(newcomer)).toBe(false);

      await t.finishGameweek(5);
      expect(await canListCards(newcomer)).toBe(true);
      await listedByNewcomer();
    });

    it('should count a gameweek whose end arrived before the lineup, once, however often either is delivered', async () => {
      const finished = await t.finishGameweek(7);
      const lineup = await t.lockLineup(newcomer, 7, {
        starters: [{ id: card.id, footballer: card.footballer }],
      });
      expect(await t.deliverToLineupLocks(lineup)).toBe('duplicate');
      expect(await t.deliverToLineupLocks(finished)).toBe('duplicate');
      expect(await gameweeksPlayed()).toBe(1);
      await listedByNewcomer();

      await t.lockLineup(newcomer, 8, { starters: [] });
      await t.finishGameweek(8);
      expect(await gameweeksPlayed()).toBe(2);
    });
  });
});
