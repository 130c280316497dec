import { randomUUID } from 'node:crypto';
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

  /** A new match of the gameweek locked by squads after `changesBefore` lineup changes; waits until applied. */
  const lockedMatch = async (changesBefore: number) => {
    const matchId = randomUUID();
    await t.applied([await world.recordFixtureLock(matchId, GAMEWEEK, changesBefore)]);
    return matchId;
  };
  const goalAt = (matchId: string, minute: number) => ({
    gameweek: GAMEWEEK,
    matchId,
    minute,
    score: [1, 0] as [number, number],
  });

  it("should pay a match's actions only once squads has locked its fixture", async () => {
    const ann = await world.manager('ann');
    const ada = await world.footballer('Ada', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [ada] });
    const { matchId } = await world.action('GOAL', ada, {
      gameweek: GAMEWEEK,
      minute: 10,
      score: [1, 0],
      unlocked: true,
    });
    expect(await paid()).toEqual([]);
    await t.applied([await world.recordFixtureLock(matchId, GAMEWEEK)]);
    expect(await paid()).toEqual([[ann, 'Ada', false, 200]]);
  });

  it('should pay a starter brought in before his kick-off, his actions that came before the change included, once', async () => {
    const ann = await world.manager('ann');
    const [ada, ben, cal] = [
      await world.footballer('Ada', 'ST'),
      await world.footballer('Ben', 'ST'),
      await world.footballer('Cal', 'ST'),
    ];
    await world.lineup(ann, GAMEWEEK, { starters: [ada, ben], bench: [cal], captain: ada });
    // squads locked the match after one change; Cal's goal reaches spl-rewards before that change.
    const matchId = await lockedMatch(1);
    await world.action('GOAL', cal, goalAt(matchId, 10));
    expect(await paid()).toEqual([]);

    // Ben changed out for Cal, who takes the captaincy from Ada (neither had kicked off).
    await world.changedLineup(ann, GAMEWEEK, { starters: [ada, cal], bench: [ben], captain: cal });
    expect(await paid()).toEqual([[ann, 'Cal', true, 400]]);

    await world.action('GOAL', cal, goalAt(matchId, 20));
    await world.action('GOAL', ben, goalAt(matchId, 30));
    await world.action('GOAL', ada, goalAt(matchId, 40));
    // Every event delivered again pays nothing more.
    await t.redeliverAll();
    expect(await paid()).toEqual([
      [ann, 'Cal', true, 400],
      [ann, 'Cal', true, 400],
      [ann, 'Ada', false, 200],
    ]);
  });

  it('should never pay a starter changed out before his kick-off, even for actions that came before the change', async () => {
    const ann = await world.manager('ann');
    const [ada, ben] = [await world.footballer('Ada', 'ST'), await world.footballer('Ben', 'ST')];
    await world.lineup(ann, GAMEWEEK, { starters: [ada], bench: [ben] });
    const matchId = await lockedMatch(1);
    await world.action('GOAL', ada, goalAt(matchId, 10));
    expect(await paid()).toEqual([]);
    await world.changedLineup(ann, GAMEWEEK, { starters: [ben], bench: [ada] });
    await world.action('GOAL', ada, goalAt(matchId, 20));
    await world.action('GOAL', ben, goalAt(matchId, 30));
    expect(await paid()).toEqual([[ann, 'Ben', false, 200]]);
  });

  it("should keep a match unpaid until every manager's change made before its lock is applied", async () => {
    const [ann, bob] = [await world.manager('ann'), await world.manager('bob')];
    const [ada, ben] = [await world.footballer('Ada', 'ST'), await world.footballer('Ben', 'ST')];
    await world.lineup(ann, GAMEWEEK, { starters: [ada], bench: [ben] });
    await world.lineup(bob, GAMEWEEK, { starters: [ada], bench: [ben] });
    const matchId = await lockedMatch(2);
    await world.action('GOAL', ada, goalAt(matchId, 10));

    await world.changedLineup(bob, GAMEWEEK, { starters: [ada, ben] });
    expect(await paid()).toEqual([]);
    await world.changedLineup(ann, GAMEWEEK, { starters: [ben], bench: [ada] });
    expect(await paid()).toEqual([[bob, 'Ada', false, 200]]);
  });
});
