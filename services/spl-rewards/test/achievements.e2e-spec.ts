import { randomUUID } from 'node:crypto';
import {
  ACHIEVEMENTS,
  EARLY_ADOPTER_MANAGERS,
  LEAGUE_CHAMPION_MIN_SCORING_MEMBERS,
  MARKET_MASTER_PRICE_FLOORS,
  RARITIES,
  type Rarity,
  UserRegistered,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { AchievementsWorld } from './achievements-world';
import { MY_ACHIEVEMENTS } from './operations/achievements.operations';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

const GAMEWEEK = 4;

interface Achievement {
  id: string;
  progress: number;
  maxProgress: number;
  unlocked: boolean;
  unlockedAt: string | null;
}

describe('achievements', () => {
  const t = splRewardsSuite(['rewards', 'achievements', 'leagueChampions']);
  let world: SplWorld;
  let aw: AchievementsWorld;

  const achievementsOf = async (userId: string) => {
    const res = await graphqlRequest(t.server, MY_ACHIEVEMENTS, { userId }).expect(200);
    return res.body.data.myAchievements as Achievement[];
  };
  /** id → "progress/max" plus a lock or a tick, the way the page reads it. */
  const progressOf = async (userId: string) =>
    Object.fromEntries(
      (await achievementsOf(userId)).map((a) => [
        a.id,
        `${a.progress}/${a.maxProgress}${a.unlocked ? ' ✓' : ''}`,
      ]),
    );
  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance as {
      currentBalance: number;
      totalEarned: number;
    };
  const unlockedEvents = async (managerId: string) =>
    (
      (await t.dataSource.query(
        `SELECT payload FROM outbox_event WHERE type = 'AchievementUnlocked' AND aggregate_id = $1 ORDER BY sequence`,
        [managerId],
      )) as { payload: { achievementId: string; balance: { currentBalance: number }; reward: unknown } }[]
    ).map((row) => row.payload);
  const manager = async (username: string) => {
    const id = await world.manager(username);
    await aw.settled();
    return id;
  };

  /** Every consumed event again: nothing changes (balances, unlocks, events), and the ledger adds up. */
  const expectRedeliveryChangesNothing = async (managerIds: string[], timeoutMs?: number) => {
    const before = await Promise.all(
      managerIds.map(async (id) => [await achievementsOf(id), await balanceOf(id), await unlockedEvents(id)]),
    );
    await aw.redeliverEverything(timeoutMs);
    const after = await Promise.all(
      managerIds.map(async (id) => [await achievementsOf(id), await balanceOf(id), await unlockedEvents(id)]),
    );
    expect(after).toEqual(before);
  };

  beforeEach(() => {
    world = new SplWorld(t);
    aw = new AchievementsWorld(t);
  });

  it('should refuse myAchievements to an anonymous caller', async () => {
    const res = await graphqlRequest(t.server, MY_ACHIEVEMENTS).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('should list all seven in catalogue order, locked at 0, for a manager who has done nothing', async () => {
    const achievements = await achievementsOf(randomUUID());
    expect(achievements).toEqual(
      ACHIEVEMENTS.map((definition) => ({
        ...definition,
        reward: { ...definition.reward },
        progress: 0,
        unlocked: false,
        unlockedAt: null,
      })),
    );
  });

  it('should unlock First Goal and Hat-trick Hero from the goal rewards of fielded footballers, each paid once', async () => {
    const ann = await manager('ann');
    const striker = await world.footballer('Ada Stone', 'ST');
    const midfielder = await world.footballer('Mo Reed', 'CM');
    const benched = await world.footballer('Bo Lane', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [striker, midfielder], bench: [benched] });
    const match = randomUUID();
    const goal = async (
      kind: 'GOAL' | 'PENALTY_SCORED' | 'OWN_GOAL',
      by: typeof striker,
      matchId = match,
    ) => {
      await world.action(kind, by, { gameweek: GAMEWEEK, minute: 10, score: [1, 0], matchId });
      await aw.settled();
    };

    await goal('GOAL', benched);
    await goal('OWN_GOAL', striker);
    expect(await progressOf(ann)).toMatchObject({ 'first-goal': '0/1', 'hat-trick-hero': '0/3' });

    await goal('GOAL', striker);
    expect(await progressOf(ann)).toMatchObject({ 'first-goal': '1/1 ✓', 'hat-trick-hero': '1/3' });
    await goal('GOAL', midfielder);
    await goal('PENALTY_SCORED', striker);
    await goal('GOAL', striker, randomUUID()); // another match: does not add to this one's
    expect(await progressOf(ann)).toMatchObject({ 'hat-trick-hero': '2/3' });

    await goal('GOAL', striker);
    expect(await progressOf(ann)).toMatchObject({ 'first-goal': '1/1 ✓', 'hat-trick-hero': '3/3 ✓' });
    // Early Adopter 1,000 + First Goal 100 + Hat-trick Hero 500; the striker's 4 goals 4 x 200, the midfielder's 250
    expect(await balanceOf(ann)).toEqual({ currentBalance: 2650, totalEarned: 2650 });
    const events = await unlockedEvents(ann);
    expect(events.map((event) => [event.achievementId, event.balance.currentBalance])).toEqual([
      ['early-adopter', 1000],
      ['first-goal', 1300],
      ['hat-trick-hero', 2650],
    ]);
    expect(events[2]).toMatchObject({
      managerId: ann,
      title: 'Hat-trick Hero',
      icon: '🎩',
      rarity: 'rare',
      category: 'scoring',
      reward: { tokens: 500, badge: 'Hat-trick Hero', nft: null },
      balance: { currentBalance: 2650, totalEarned: 2650 },
    });
    const [hatTrick] = (await achievementsOf(ann)).filter((a) => a.id === 'hat-trick-hero');
    expect(Date.parse(hatTrick!.unlockedAt!)).not.toBeNaN();
    await expectRedeliveryChangesNothing([ann]);
  });

  it('should count Century Club from the latest points total, never from an older one delivered late', async () => {
    const ann = await manager('ann');
    const ben = await manager('ben');
    const early = aw.nextMoment();
    await aw.recordPoints(ben, 1, 70);
    await aw.recordPoints(ben, 1, 30, early);
    await aw.recordPoints(ann, 1, 60);
    await aw.settled();
    expect(await progressOf(ben)).toMatchObject({ 'century-club': '70/100' });
    expect(await progressOf(ann)).toMatchObject({ 'century-club': '60/100' });

    await aw.recordPoints(ann, 2, 130);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'century-club': '100/100 ✓' });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 2000, totalEarned: 2000 });
    // a correction below 100 does not take it back
    await aw.recordPoints(ann, 2, 95);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'century-club': '100/100 ✓' });
    expect((await unlockedEvents(ann)).map((event) => event.achievementId)).toEqual([
      'early-adopter',
      'century-club',
    ]);
    await expectRedeliveryChangesNothing([ann, ben]);
  });

  it('should unlock Legend Collector at 5 cards of 90+ footballers held through a deadline, whether the cards or the registrations come first', async () => {
    const ann = await manager('ann');
    const ben = await manager('ben');
    const legends = ['Lea', 'Lou', 'Liv', 'Leo', 'Lex'].map((name) => world.footballerOf(name, 'CM'));
    const nearly = world.footballerOf('Nia', 'ST');
    const mint = (footballerId: string) =>
      aw.recordCard({ footballerId, from: null, to: ann, reason: 'STARTER_PACK' });

    // two registered before their cards, two after, one 89 that never counts
    await aw.recordFootballer(legends[0]!, 92);
    await aw.recordFootballer(legends[1]!, 90);
    const firstCard = await mint(legends[0]!.id);
    await mint(legends[1]!.id);
    await mint(legends[2]!.id);
    await mint(legends[3]!.id);
    await mint(nearly.id);
    await aw.settled();
    // held, but not through a deadline yet
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '0/5' });
    await aw.recordDeadline(1);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '2/5' });

    await aw.recordFootballer(legends[2]!, 95);
    await aw.recordFootballer(legends[3]!, 91);
    await aw.recordFootballer(nearly, 89);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '4/5' });

    await mint(legends[4]!.id);
    await aw.recordFootballer(legends[4]!, 99);
    await aw.settled();
    // got after gameweek 1's deadline: counts from the next one
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '4/5' });
    await aw.recordDeadline(2);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '5/5 ✓' });

    // selling one keeps it unlocked; the buyer holds one legend, not through a deadline yet
    await aw.recordCard(
      {
        footballerId: legends[0]!.id,
        from: ann,
        to: ben,
        reason: 'MARKET_SALE',
        value: MARKET_MASTER_PRICE_FLOORS.LEGENDARY,
      },
      firstCard,
    );
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '5/5 ✓', 'market-master': '1/10' });
    expect(await progressOf(ben)).toMatchObject({ 'legend-collector': '0/5', 'market-master': '1/10' });
    await aw.recordDeadline(3);
    await aw.settled();
    expect(await progressOf(ben)).toMatchObject({ 'legend-collector': '1/5' });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 3500, totalEarned: 3500 });
    expect((await unlockedEvents(ann)).at(-1)).toMatchObject({
      achievementId: 'legend-collector',
      reward: { tokens: 2500, badge: 'Legend Collector', nft: 'A Legendary player card' },
      balance: { currentBalance: 3500, totalEarned: 3500 },
    });
    await expectRedeliveryChangesNothing([ann, ben]);
  });

  it('should not let one set of legend cards unlock Legend Collector for each account of a chain within a gameweek', async () => {
    const [ann, ben, cyd] = [await manager('ann'), await manager('ben'), await manager('cyd')];
    const legends = ['Lea', 'Lou', 'Liv', 'Leo', 'Lex'].map((name) => world.footballerOf(name, 'CM'));
    for (const legend of legends) await aw.recordFootballer(legend, 93);
    const cards: string[] = [];
    for (const legend of legends)
      cards.push(
        await aw.recordCard({ footballerId: legend.id, from: null, to: ann, reason: 'STARTER_PACK' }),
      );
    await aw.recordDeadline(1);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'legend-collector': '5/5 ✓' });

    // within gameweek 2, the five go ann → ben → cyd
    const pass = (from: string, to: string) =>
      Promise.all(
        cards.map((card, index) =>
          aw.recordCard({ footballerId: legends[index]!.id, from, to, reason: 'MARKET_SALE' }, card),
        ),
      );
    await pass(ann, ben);
    await aw.settled();
    expect(await progressOf(ben)).toMatchObject({ 'legend-collector': '0/5' });
    await pass(ben, cyd);
    await aw.settled();
    for (const id of [ben, cyd]) expect(await progressOf(id)).toMatchObject({ 'legend-collector': '0/5' });

    // only the one who held them through gameweek 2's deadline counts them
    await aw.recordDeadline(2);
    await aw.settled();
    expect(await progressOf(ben)).toMatchObject({ 'legend-collector': '0/5' });
    expect(await progressOf(cyd)).toMatchObject({ 'legend-collector': '5/5 ✓' });
    const paid = (await t.dataSource.query(
      `SELECT manager_id FROM achievement_unlock WHERE achievement_id = 'legend-collector' ORDER BY manager_id`,
    )) as { manager_id: string }[];
    expect(paid.map((row) => row.manager_id)).toEqual([ann, cyd].sort());
    await expectRedeliveryChangesNothing([ann, ben, cyd]);
  });

  describe('Market Master', () => {
    // an 80 footballer's cards: Legend Collector never counts them
    const footballerId = randomUUID();
    const floor = (rarity: Rarity) => MARKET_MASTER_PRICE_FLOORS[rarity];
    /** A new card of `rarity` minted to `to` (a primary sale); answers its id. */
    const mint = (to: string, rarity: Rarity = 'DEFAULT') =>
      aw.recordCard({ footballerId, from: null, to, reason: 'PRIMARY_SALE', rarity });
    /** A market sale of the card, at its tier's floor unless `value` is given. */
    const sell = (
      card: string,
      from: string,
      to: string,
      rarity: Rarity = 'DEFAULT',
      value = floor(rarity),
    ) => aw.recordCard({ footballerId, from, to, reason: 'MARKET_SALE', rarity, value }, card);

    it('should unlock it for a seller and a buyer at trades with 10 distinct managers, at the price floor, of cards the seller held through a deadline', async () => {
      const [ann, cyd] = [await manager('ann'), await manager('cyd')];
      const buyers = Array.from({ length: 10 }, () => randomUUID());
      const cards = [];
      for (const buyer of buyers) cards.push([await mint(ann), buyer] as const);
      await aw.recordDeadline(1);
      for (const [card, buyer] of cards.slice(0, 9)) await sell(card, ann, buyer);
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '9/10' });
      await sell(cards[9]![0], ann, cards[9]![1]);
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '10/10 ✓' });

      // cyd buys the ten back: he counts them all as a buyer; their sellers got them after the deadline
      for (const [card, buyer] of cards) await sell(card, buyer, cyd);
      await aw.settled();
      expect(await progressOf(cyd)).toMatchObject({ 'market-master': '10/10 ✓' });
      expect(await progressOf(buyers[0]!)).toMatchObject({ 'market-master': '1/10' });
      for (const id of [ann, cyd]) {
        expect(await balanceOf(id)).toEqual({ currentBalance: 1750, totalEarned: 1750 });
        expect((await unlockedEvents(id)).map((event) => event.achievementId)).toEqual([
          'early-adopter',
          'market-master',
        ]);
      }
      await expectRedeliveryChangesNothing([ann, cyd, buyers[0]!]);
    });

    it("should count no wash trade: below its tier's floor, with a manager already traded with, or of a card not held through a deadline", async () => {
      const [ann, ben] = [await manager('ann'), await manager('ben')];
      // the farm: one card back and forth ten times at 1 SPL, each side holding it through a deadline
      const card = await mint(ann);
      for (let sale = 0; sale < 10; sale++) {
        await aw.recordDeadline(sale + 1);
        await (sale % 2 === 0 ? sell(card, ann, ben, 'DEFAULT', 1) : sell(card, ben, ann, 'DEFAULT', 1));
      }
      await aw.settled();
      for (const id of [ann, ben]) expect(await progressOf(id)).toMatchObject({ 'market-master': '0/10' });

      // one SPL under each tier's floor
      let gameweek = 10;
      for (const rarity of RARITIES) {
        const under = await mint(ann, rarity);
        await aw.recordDeadline(++gameweek);
        await sell(under, ann, randomUUID(), rarity, floor(rarity) - 1);
      }
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '0/10' });

      // at the floor, ten times between the same two: one counterparty each
      for (let sale = 0; sale < 10; sale++) {
        await aw.recordDeadline(++gameweek);
        await (sale % 2 === 0 ? sell(card, ann, ben) : sell(card, ben, ann));
      }
      await aw.settled();
      for (const id of [ann, ben]) expect(await progressOf(id)).toMatchObject({ 'market-master': '1/10' });

      // cards got after the latest deadline and sold before the next: the buyers count them, ann not
      const buyers = [randomUUID(), randomUUID(), randomUUID()];
      for (const buyer of buyers) await sell(await mint(ann), ann, buyer);
      await aw.recordDeadline(++gameweek);
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '1/10' });
      for (const buyer of buyers) expect(await progressOf(buyer)).toMatchObject({ 'market-master': '1/10' });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
    });

    it("should count a seller's trade once the deadline it held the card through is delivered, after the sale", async () => {
      const ann = await manager('ann');
      const buyer = randomUUID();
      const card = await mint(ann, 'EPIC');
      const deadline = aw.nextMoment();
      await sell(card, ann, buyer, 'EPIC');
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '0/10' });
      expect(await progressOf(buyer)).toMatchObject({ 'market-master': '1/10' });

      await aw.recordDeadline(1, deadline);
      await aw.settled();
      expect(await progressOf(ann)).toMatchObject({ 'market-master': '1/10' });
    });
  });

  /** Members who scored, beside the ones a test names: enough for a league to count. */
  const scorers = (count: number, from = 2): [string, number][] =>
    Array.from({ length: count }, (_, index) => [randomUUID(), from + index]);

  it(`should make the first of a finished league in which ${LEAGUE_CHAMPION_MIN_SCORING_MEMBERS} members scored League Champion, paid once however many they win`, async () => {
    const [ann, ben, cyd] = [await manager('ann'), await manager('ben'), await manager('cyd')];
    const before = await balanceOf(ann);
    expect(await progressOf(ann)).toMatchObject({ 'league-champion': '0/1' });

    await aw.recordLeagueFinished([[ann, 1], [ben, 2], [cyd, 3], ...scorers(3, 4)]);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'league-champion': '1/1 ✓' });
    for (const other of [ben, cyd])
      expect(await progressOf(other)).toMatchObject({ 'league-champion': '0/1' });
    expect(await balanceOf(ann)).toEqual({
      currentBalance: before.currentBalance + 2000,
      totalEarned: before.totalEarned + 2000,
    });

    // A second league won pays nothing more; ben, ranked first of another, unlocks it.
    await aw.recordLeagueFinished([[ann, 1], [cyd, 2], ...scorers(4, 3)]);
    await aw.recordLeagueFinished([[ben, 1], [ann, 2], ...scorers(4, 3)]);
    await aw.settled();
    expect(await balanceOf(ann)).toEqual({
      currentBalance: before.currentBalance + 2000,
      totalEarned: before.totalEarned + 2000,
    });
    expect((await unlockedEvents(ann)).filter((event) => event.achievementId === 'league-champion')).toEqual([
      expect.objectContaining({ reward: { tokens: 2000, badge: 'League Champion', nft: null } }),
    ]);
    expect(await progressOf(ben)).toMatchObject({ 'league-champion': '1/1 ✓' });
    expect(await progressOf(cyd)).toMatchObject({ 'league-champion': '0/1' });
    await expectRedeliveryChangesNothing([ann, ben, cyd]);
  });

  it('should make no League Champion of a cancelled league or of a league of one', async () => {
    const [ann, ben] = [await manager('ann'), await manager('ben')];
    const before = await balanceOf(ann);
    await aw.recordLeagueFinished([[ann, 1], [ben, 2], ...scorers(4, 3)], { cancelled: true });
    await aw.recordLeagueFinished([[ann, 1]]);
    await aw.recordLeagueFinished([[ben, 1]], { cancelled: true });
    await aw.settled();
    for (const id of [ann, ben]) expect(await progressOf(id)).toMatchObject({ 'league-champion': '0/1' });
    expect(await balanceOf(ann)).toEqual(before);
    expect(await t.dataSource.query('SELECT * FROM achievement_league_win')).toEqual([]);
  });

  it(`should make no League Champion of a league in which fewer than ${LEAGUE_CHAMPION_MIN_SCORING_MEMBERS} members scored`, async () => {
    const [ann, ben] = [await manager('ann'), await manager('ben')];
    const before = await balanceOf(ann);
    // the farm: a free league of two at 0 points, won by its creator on the tie-break
    await aw.recordLeagueFinished([
      [ann, 1, 0],
      [ben, 2, 0],
    ]);
    // eight members, only five of them scored
    await aw.recordLeagueFinished([
      [ben, 1, 40],
      ...scorers(4).map(([id, rank]): [string, number, number] => [id, rank, 10]),
      [ann, 6, 0],
      [randomUUID(), 6, 0],
      [randomUUID(), 6, -2],
    ]);
    await aw.settled();
    for (const id of [ann, ben]) expect(await progressOf(id)).toMatchObject({ 'league-champion': '0/1' });
    expect(await balanceOf(ann)).toEqual(before);
    expect(await t.dataSource.query('SELECT * FROM achievement_league_win')).toEqual([]);

    // the same eight once a sixth scored: its first is champion
    await aw.recordLeagueFinished([
      [ben, 1, 40],
      ...scorers(4).map(([id, rank]): [string, number, number] => [id, rank, 10]),
      [ann, 6, 1],
      [randomUUID(), 7, 0],
      [randomUUID(), 8, -2],
    ]);
    await aw.settled();
    expect(await progressOf(ben)).toMatchObject({ 'league-champion': '1/1 ✓' });
    expect(await progressOf(ann)).toMatchObject({ 'league-champion': '0/1' });
  });

  it('should make every manager sharing first place League Champion when the tie-break cannot split them', async () => {
    const [ann, ben, cyd] = [await manager('ann'), await manager('ben'), await manager('cyd')];
    await aw.recordLeagueFinished([[ann, 1, 120], [ben, 1, 120], [cyd, 3], ...scorers(3, 4)]);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'league-champion': '1/1 ✓' });
    expect(await progressOf(ben)).toMatchObject({ 'league-champion': '1/1 ✓' });
    expect(await progressOf(cyd)).toMatchObject({ 'league-champion': '0/1' });
  });

  it('should pay a manager at most 3,000 SPL of achievements a gameweek, and what is over once, at the next gameweek', async () => {
    const ann = await manager('ann'); // Early Adopter: 1,000 before the first deadline
    await aw.recordDeadline(1);
    const legends = ['Lea', 'Lou', 'Liv', 'Leo', 'Lex'].map((name) => world.footballerOf(name, 'CM'));
    for (const legend of legends) {
      await aw.recordFootballer(legend, 93);
      await aw.recordCard({ footballerId: legend.id, from: null, to: ann, reason: 'STARTER_PACK' });
    }
    await aw.recordDeadline(2);
    await aw.settled();
    expect(await balanceOf(ann)).toEqual({ currentBalance: 3500, totalEarned: 3500 });

    // gameweek 2 has paid 2,500: League Champion's 2,000 and Century Club's 1,000 wait, unlocked
    await aw.recordLeagueFinished([[ann, 1], ...scorers(5)]);
    await aw.settled();
    await aw.recordPoints(ann, 2, 100);
    await aw.settled();
    expect(await progressOf(ann)).toMatchObject({ 'league-champion': '1/1 ✓', 'century-club': '100/100 ✓' });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 3500, totalEarned: 3500 });
    expect((await unlockedEvents(ann)).map((event) => event.achievementId)).toEqual([
      'early-adopter',
      'legend-collector',
    ]);

    // gameweek 3's budget pays both, oldest first (2,000 + 1,000); later gameweeks pay nothing again
    await aw.recordDeadline(3);
    await aw.recordDeadline(4);
    await aw.settled();
    expect(await balanceOf(ann)).toEqual({ currentBalance: 6500, totalEarned: 6500 });
    expect(
      (await unlockedEvents(ann)).map((event) => [event.achievementId, event.balance.currentBalance]),
    ).toEqual([
      ['early-adopter', 1000],
      ['legend-collector', 3500],
      ['league-champion', 5500],
      ['century-club', 6500],
    ]);
    await expectLedgerBalanced(t.app);
    await expectRedeliveryChangesNothing([ann]);
  });

  it(`should make Early Adopters of the first ${EARLY_ADOPTER_MANAGERS} registrations, and of an earlier one delivered late`, async () => {
    const start = Date.parse('2026-08-01T00:00:00Z');
    const registration = (minute: number) => {
      const userId = randomUUID();
      return {
        aggregateId: userId,
        payload: {
          userId,
          username: `manager${minute}`,
          registeredAt: new Date(start + minute * 60_000).toISOString(),
        },
      };
    };
    const first = Array.from({ length: EARLY_ADOPTER_MANAGERS }, (_, index) => registration(index + 1));
    await t.standIns.recordMany(UserRegistered, first);
    // each registration is one transaction of each consumer: about 25 s for the thousand here
    await aw.settled(`${EARLY_ADOPTER_MANAGERS} registrations`, 90_000);
    const later = registration(EARLY_ADOPTER_MANAGERS + 1);
    const earliest = registration(0); // registered before all of them, delivered after
    await t.standIns.recordMany(UserRegistered, [later, earliest]);
    await aw.settled();

    expect(await progressOf(first.at(-1)!.aggregateId)).toMatchObject({ 'early-adopter': '1/1 ✓' });
    expect(await progressOf(later.aggregateId)).toMatchObject({ 'early-adopter': '0/1' });
    expect(await progressOf(earliest.aggregateId)).toMatchObject({ 'early-adopter': '1/1 ✓' });
    expect(await balanceOf(later.aggregateId)).toEqual({ currentBalance: 0, totalEarned: 0 });
    const [{ unlocks, events }] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM achievement_unlock WHERE achievement_id = 'early-adopter') AS unlocks,
              (SELECT count(*)::int FROM outbox_event WHERE type = 'AchievementUnlocked') AS events`,
    )) as { unlocks: number; events: number }[];
    expect({ unlocks, events }).toEqual({
      unlocks: EARLY_ADOPTER_MANAGERS + 1,
      events: EARLY_ADOPTER_MANAGERS + 1,
    });
    const audit = await expectLedgerBalanced(t.app);
    expect(audit.issued).toBe((EARLY_ADOPTER_MANAGERS + 1) * 1000);
    await expectRedeliveryChangesNothing([earliest.aggregateId, later.aggregateId], 120_000);
  }, 240_000);
});
