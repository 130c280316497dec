import { randomUUID } from 'node:crypto';
import { CardOwnershipChanged, FootballerRegistered, GameweekDeadlinePassed } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { AchievementsConsumer } from '../src/achievements/achievements.consumer';
import { AchievementsWorld, footballerRegistered } from './achievements-world';
import { MY_ACHIEVEMENTS } from './operations/achievements.operations';
import { splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';
import { handlerOf, race } from './transaction-race';

// Two achievement events of one manager applied at the same moment (two partitions, two
// instances): the first one's transaction is held open while the second runs. Without the locks
// each would count without the other's fact, and neither would unlock. PostgreSQL server only.
// A passed deadline later than every card change here: each card counts as soon as it is held.
const LATER_DEADLINE = '2027-01-01T00:00:00.000Z';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('achievement events applied at the same time', () => {
  const t = splRewardsSuite(['rewards', 'achievements']);
  let world: SplWorld;
  let aw: AchievementsWorld;

  beforeEach(() => {
    world = new SplWorld(t);
    aw = new AchievementsWorld(t);
  });

  const cardChanged = () => handlerOf(t.app.get(AchievementsConsumer).definition(), CardOwnershipChanged);
  const registered = () => handlerOf(t.app.get(AchievementsConsumer).definition(), FootballerRegistered);
  const deadlinePassed = () =>
    handlerOf(t.app.get(AchievementsConsumer).definition(), GameweekDeadlinePassed);
  const achievement = async (userId: string, id: string) => {
    const res = await graphqlRequest(t.server, MY_ACHIEVEMENTS, { userId }).expect(200);
    return (res.body.data.myAchievements as { id: string; progress: number; unlocked: boolean }[]).find(
      (a) => a.id === id,
    );
  };
  const legendCollector = (userId: string) => achievement(userId, 'legend-collector');
  /** A manager holding three counted legends; answers them and a fourth one, registered too. */
  const annWithThreeLegends = async () => {
    const ann = await world.manager('ann');
    // Her Early Adopter reward (1,000) is paid before gameweek 1 opens: paid in it, it would leave
    // Legend Collector's 2,500 over the gameweek's 3,000, waiting, with no AchievementUnlocked yet.
    await aw.settled('registration applied');
    await aw.recordDeadline(1, LATER_DEADLINE);
    const legends = ['Lea', 'Lou', 'Liv', 'Leo'].map((name) => world.footballerOf(name, 'CM'));
    for (const legend of legends) await aw.recordFootballer(legend, 93);
    for (const legend of legends.slice(0, 3))
      await aw.recordCard({ footballerId: legend.id, from: null, to: ann, reason: 'STARTER_PACK' });
    await aw.settled();
    return { ann, fourth: legends[3]! };
  };
  const unlocks = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS count FROM outbox_event WHERE type = 'AchievementUnlocked'
       AND payload->>'achievementId' = 'legend-collector'`,
      )) as { count: number }[]
    )[0]!.count;

  it('should unlock Legend Collector when its 4th and 5th cards arrive at once', async () => {
    const { ann, fourth } = await annWithThreeLegends();
    const mint = (footballerId: string) =>
      cardChanged()(aw.cardChanged({ footballerId, from: null, to: ann, reason: 'STARTER_PACK' }));

    expect(await race(t.dataSource, mint(fourth.id), mint(fourth.id))).toBe('second waited');
    expect(await legendCollector(ann)).toMatchObject({ progress: 5, unlocked: true });
    expect(await unlocks()).toBe(1);
  });

  it.each(['card', 'registration'])(
    "should unlock Legend Collector when the 5th card and its footballer's registration arrive at once (%s held)",
    async (first) => {
      const { ann, fourth } = await annWithThreeLegends();
      await aw.recordCard({ footballerId: fourth.id, from: null, to: ann, reason: 'STARTER_PACK' });
      await aw.settled();
      const fifth = world.footballerOf('Lex', 'ST');
      const card = cardChanged()(
        aw.cardChanged({ footballerId: fifth.id, from: null, to: ann, reason: 'STARTER_PACK' }),
      );
      const registration = registered()(footballerRegistered(fifth, 97));

      const outcome =
        first === 'card'
          ? await race(t.dataSource, card, registration)
          : await race(t.dataSource, registration, card);
      expect(outcome).toBe('second waited');
      expect(await legendCollector(ann)).toMatchObject({ progress: 5, unlocked: true });
      expect(await unlocks()).toBe(1);
    },
  );

  // The deadline reaches the seller only through the sale it races with: without the exclusive
  // footballers lock it would not see the sale, nor the sale see the deadline.
  it.each(['sale', 'deadline'])(
    "should unlock Market Master when a seller's 10th sale and the deadline the card was held through arrive at once (%s held)",
    async (first) => {
      const ann = await world.manager('ann');
      const footballerId = randomUUID();
      const mint = () =>
        aw.recordCard({ footballerId, from: null, to: ann, reason: 'PRIMARY_SALE', rarity: 'DEFAULT' });
      const sale = (cardId: string) =>
        aw.cardChanged(
          { footballerId, from: ann, to: randomUUID(), reason: 'MARKET_SALE', rarity: 'DEFAULT', value: 10 },
          cardId,
        );
      const nine = [];
      for (let card = 0; card < 9; card++) nine.push(await mint());
      await aw.recordDeadline(1);
      for (const card of nine) await t.record(CardOwnershipChanged, card, sale(card));
      const tenth = await mint();
      await aw.settled();
      expect(await achievement(ann, 'market-master')).toMatchObject({ progress: 9, unlocked: false });

      const deadline = deadlinePassed()({
        gameweek: 2,
        deadline: aw.nextMoment(),
        firstMatchId: randomUUID(),
      });
      const tenthSale = cardChanged()(sale(tenth));
      const outcome =
        first === 'sale'
          ? await race(t.dataSource, tenthSale, deadline)
          : await race(t.dataSource, deadline, tenthSale);
      expect(outcome).toBe('second waited');
      expect(await achievement(ann, 'market-master')).toMatchObject({ progress: 10, unlocked: true });
    },
  );

  it('should count card changes of two managers side by side', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    const legend = world.footballerOf('Lia', 'GK');
    await aw.recordFootballer(legend, 91);
    await aw.recordDeadline(1, LATER_DEADLINE);
    await aw.settled();
    const mint = (to: string) =>
      cardChanged()(aw.cardChanged({ footballerId: legend.id, from: null, to, reason: 'STARTER_PACK' }));
    expect(await race(t.dataSource, mint(ann), mint(ben))).toBe('second finished');
  });
});
