import { awardedRewards, splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

const GAMEWEEK = 4;

describe('SPL rewards for a lineup changed during its gameweek', () => {
  const t = splRewardsSuite();
  let world: SplWorld;

  beforeEach(() => {
    world = new SplWorld(t);
  });

  /** Each reward paid so far: whose action, how, to whom. */
  const paid = async () =>
    (await awardedRewards(t.dataSource)).map((reward) => [
      reward.managerId,
      (reward.matchDetails as { footballerName: string }).footballerName,
      reward.isCaptain,
      reward.splTokens,
    ]);

  it('should pay a starter brought in before his kick-off, his actions that came before the change included, once', async () => {
    const ann = await world.manager('ann');
    const [ada, ben, cal] = [
      await world.footballer('Ada', 'ST'),
      await world.footballer('Ben', 'ST'),
      await world.footballer('Cal', 'ST'),
    ];
    await world.lineup(ann, GAMEWEEK, { starters: [ada, ben], bench: [cal], captain: ada });
    // Cal's goal reaches spl-rewards before the change squads made before his kick-off: not paid yet.
    const goal = { gameweek: GAMEWEEK, minute: 10, score: [1, 0] as [number, number] };
    await world.action('GOAL', cal, goal);
    expect(await paid()).toEqual([]);

    // Ben changed out for Cal, who takes the captaincy from Ada (neither had kicked off).
    await world.changedLineup(ann, GAMEWEEK, { starters: [ada, cal], bench: [ben], captain: cal });
    expect(await paid()).toEqual([[ann, 'Cal', true, 400]]);

    await world.action('GOAL', cal, { ...goal, minute: 20, score: [2, 0] });
    await world.action('GOAL', ben, { ...goal, minute: 30, score: [3, 0] });
    await world.action('GOAL', ada, { ...goal, minute: 40, score: [4, 0] });
    // Every event delivered again pays nothing more.
    await t.redeliverAll();
    expect(await paid()).toEqual([
      [ann, 'Cal', true, 400],
      [ann, 'Cal', true, 400],
      [ann, 'Ada', false, 200],
    ]);
  });

  it('should keep paid what a starter changed out earned before the change reached it, and pay him no more', async () => {
    const ann = await world.manager('ann');
    const [ada, ben] = [await world.footballer('Ada', 'ST'), await world.footballer('Ben', 'ST')];
    await world.lineup(ann, GAMEWEEK, { starters: [ada], bench: [ben] });
    const goal = { gameweek: GAMEWEEK, minute: 10, score: [1, 0] as [number, number] };
    await world.action('GOAL', ada, goal);
    await world.changedLineup(ann, GAMEWEEK, { starters: [ben], bench: [ada] });
    await world.action('GOAL', ada, { ...goal, minute: 20, score: [2, 0] });
    expect(await paid()).toEqual([[ann, 'Ada', false, 200]]);
  });
});
