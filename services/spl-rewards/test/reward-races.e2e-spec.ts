import { randomUUID } from 'node:crypto';
import { FixtureLocked, LineupLocked, MatchActionRecorded } from '@sfl/contracts';
import type { EventContract } from '@sfl/events';
import { graphqlRequest } from '@sfl/testing';
import { RewardsConsumer } from '../src/rewards/rewards.consumer';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { splRewardsSuite } from './spl-rewards-test-app';
import { AWAY, type Footballer, HOME, SplWorld } from './spl-world';
import { handlerOf as handlerOfConsumer, race as raceOn, type Work } from './transaction-race';

// Two consumers (two Kafka partitions) applying events of one gameweek at the same moment: the
// first one's transaction is held open while the second runs. The embedded database runs one
// transaction at a time, so these run on a PostgreSQL server only.
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const GAMEWEEK = 7;

describeOnServer('rewarding events applied at the same time', () => {
  const t = splRewardsSuite();
  let world: SplWorld;
  /** a match squads has locked: its actions are paid at once */
  let lockedMatchId: string;

  beforeEach(async () => {
    world = new SplWorld(t);
    lockedMatchId = randomUUID();
    await t.applied([await world.recordFixtureLock(lockedMatchId, GAMEWEEK)]);
  });

  const handlerOf = <P>(contract: EventContract<P>) =>
    handlerOfConsumer(t.app.get(RewardsConsumer).definition(), contract);
  const lineup = (managerId: string, starter: Footballer) =>
    handlerOf(LineupLocked)({
      managerId,
      gameweek: GAMEWEEK,
      formation: '4-3-3',
      starters: [{ cardId: randomUUID(), footballerId: starter.id, group: 'ATT', slot: 9 }],
      bench: [],
      captainFootballerId: null,
      viceCaptainFootballerId: null,
      lockedAt: new Date().toISOString(),
    });
  const goal = (scorer: Footballer, matchId = lockedMatchId) =>
    handlerOf(MatchActionRecorded)({
      snapshot: {
        matchId,
        gameweek: GAMEWEEK,
        homeClub: HOME,
        awayClub: AWAY,
        homeScore: 1,
        awayScore: 0,
        minute: 15,
        status: 'LIVE',
        version: 3,
      },
      action: {
        id: randomUUID(),
        kind: 'GOAL',
        minute: 15,
        clubId: HOME.id,
        footballerId: scorer.id,
        assistFootballerId: null,
        relatedFootballerId: null,
      },
    });

  const fixtureLock = (matchId: string) =>
    handlerOf(FixtureLocked)({
      matchId,
      gameweek: GAMEWEEK,
      lineupChangesBefore: 0,
      lockedAt: new Date().toISOString(),
    });

  const race = (first: Work, second: Work) => raceOn(t.dataSource, first, second);

  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance;

  // Without the lock the second would not see the first's uncommitted rows, and neither would pay.
  it.each(['lineup', 'action'])(
    'should pay an action and a lineup of one footballer once, whichever (%s) commits last',
    async (first) => {
      const ann = randomUUID();
      const striker = await world.footballer('Vic Amos', 'ST');
      const [lineupOfAnn, goalOfStriker] = [lineup(ann, striker), goal(striker)];
      const outcome =
        first === 'lineup' ? await race(lineupOfAnn, goalOfStriker) : await race(goalOfStriker, lineupOfAnn);
      expect(outcome).toBe('second waited');
      expect(await balanceOf(ann)).toEqual({ currentBalance: 200, totalEarned: 200 });
    },
  );

  // Without the gameweek's seal lock the action would see the match closed, the lock no action.
  it.each(['lock', 'action'])(
    "should pay an action and its match's fixture lock once, whichever (%s) commits last",
    async (first) => {
      const ann = randomUUID();
      const striker = await world.footballer('Una Fry', 'ST');
      await world.lineup(ann, GAMEWEEK, { starters: [striker] });
      const matchId = randomUUID();
      const [lockOfMatch, goalOfStriker] = [fixtureLock(matchId), goal(striker, matchId)];
      const outcome =
        first === 'lock' ? await race(lockOfMatch, goalOfStriker) : await race(goalOfStriker, lockOfMatch);
      expect(outcome).toBe('second waited');
      expect(await balanceOf(ann)).toEqual({ currentBalance: 200, totalEarned: 200 });
    },
  );

  it('should apply two lineups of one gameweek with the same footballer side by side', async () => {
    const striker = await world.footballer('Wes Bly', 'ST');
    expect(await race(lineup(randomUUID(), striker), lineup(randomUUID(), striker))).toBe('second finished');
  });

  it('should apply actions of two footballers side by side', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    const [one, two] = [await world.footballer('Xan Coe', 'ST'), await world.footballer('Yul Dorn', 'ST')];
    // A first reward creates the rows every later one shares (the clubs, the ISSUANCE account).
    const first = await world.footballer('Zed Eke', 'ST');
    await world.lineup(randomUUID(), GAMEWEEK, { starters: [first] });
    await world.action('GOAL', first, { gameweek: GAMEWEEK, minute: 1, score: [1, 0] });
    await world.lineup(ann, GAMEWEEK, { starters: [one] });
    await world.lineup(ben, GAMEWEEK, { starters: [two] });
    expect(await race(goal(one), goal(two))).toBe('second finished');
    expect([await balanceOf(ann), await balanceOf(ben)]).toEqual([
      { currentBalance: 200, totalEarned: 200 },
      { currentBalance: 200, totalEarned: 200 },
    ]);
  });
});
