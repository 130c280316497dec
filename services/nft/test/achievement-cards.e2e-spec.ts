import { randomUUID } from 'node:crypto';
import { EventDelivery } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { SUPPLY_PER_SEASON } from '../src/cards/card-tiers';
import { AchievementCardsConsumer } from '../src/cards/achievement-cards.consumer';
import { cardOwnershipEvents, myCardsOf } from './card-queries';
import { footballer } from './footballer-fixtures';
import { startNftTestApp, type NftTestApp } from './nft-test-app';

describe('nft subgraph: the card an achievement grants', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const legend = footballer({ rarity: 'LEGENDARY', overall: 95 });
  const epic = footballer({ rarity: 'EPIC', overall: 88 });
  const common = footballer({ rarity: 'DEFAULT', overall: 70 });
  const rewardEvents = async () =>
    (await cardOwnershipEvents(t)).filter((event) => event.reason === 'ACHIEVEMENT_REWARD');

  it('should mint one LEGENDARY card of the current season for Legend Collector, recording its CardOwnershipChanged', async () => {
    const ann = randomUUID();
    await t.registerFootballers([legend, epic, common]);
    await t.startSeason(1);
    await t.startSeason(2);
    await t.unlockAchievement(ann, 'legend-collector');

    const cards = await myCardsOf(t, ann);
    expect(cards).toEqual([
      expect.objectContaining({
        source: 'IN_GAME',
        rarity: 'LEGENDARY',
        season: 2,
        serial: 1,
        supply: SUPPLY_PER_SEASON.LEGENDARY,
        footballer: { id: legend.footballerId },
      }),
    ]);
    expect(await rewardEvents()).toEqual([
      expect.objectContaining({
        cardId: cards[0]!.id,
        rarity: 'LEGENDARY',
        season: 2,
        fromUserId: null,
        toUserId: ann,
        reason: 'ACHIEVEMENT_REWARD',
      }),
    ]);
  });

  it('should mint once per unlock, whatever the redeliveries (with or without the processed-event row)', async () => {
    const ann = randomUUID();
    await t.registerFootballers([legend]);
    await t.startSeason(1);
    const event = await t.unlockAchievement(ann, 'legend-collector');
    const delivery = new EventDelivery(t.dataSource, t.app.get(AchievementCardsConsumer).definition(), [], {
      logger: createLogger({ service: 'test', level: 'silent' }),
    });
    const redeliver = () => delivery.deliver(JSON.stringify(event), { topic: 'spl-rewards.events' });

    expect(await redeliver()).toBe('duplicate');
    await t.dataSource.query('DELETE FROM processed_event');
    expect(await redeliver()).toBe('applied');
    expect(await myCardsOf(t, ann)).toHaveLength(1);
    expect(await rewardEvents()).toHaveLength(1);
  });

  it('should mint nothing for an achievement without an NFT reward', async () => {
    const ann = randomUUID();
    await t.registerFootballers([legend]);
    await t.startSeason(1);
    await t.unlockAchievement(ann, 'first-goal');
    expect(await myCardsOf(t, ann)).toEqual([]);
    expect(await rewardEvents()).toEqual([]);
  });

  it("should mint the best tier with supply left once the season's LEGENDARY supply is spent", async () => {
    await t.registerFootballers([legend, epic, common]);
    await t.startSeason(1);
    const managers = Array.from({ length: SUPPLY_PER_SEASON.LEGENDARY + 1 }, () => randomUUID());
    for (const manager of managers) await t.unlockAchievement(manager, 'legend-collector');

    const rarities = await Promise.all(managers.map(async (id) => (await myCardsOf(t, id))[0]?.rarity));
    expect(rarities).toEqual([...Array(SUPPLY_PER_SEASON.LEGENDARY).fill('LEGENDARY'), 'EPIC']);
  });

  it('should wait for a season, then mint the owed card when the season starts', async () => {
    const ann = randomUUID();
    await t.registerFootballers([legend]);
    await t.unlockAchievement(ann, 'legend-collector');
    expect(await myCardsOf(t, ann)).toEqual([]);

    await t.startSeason(1);
    expect(await myCardsOf(t, ann)).toEqual([
      expect.objectContaining({ rarity: 'LEGENDARY', season: 1, footballer: { id: legend.footballerId } }),
    ]);
    expect(await rewardEvents()).toHaveLength(1);
  });
});
