import { randomUUID } from 'node:crypto';
import { LineupLocked, MatchActionRecorded } from '@sfl/contracts';
import type { EventContract, EventEnvelope } from '@sfl/events';
import { graphqlRequest, until } from '@sfl/testing';
import type { EntityManager } from 'typeorm';
import { RewardsConsumer } from '../src/rewards/rewards.consumer';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, type SplRewardsTestApp, startSplRewardsTestApp } from './spl-rewards-test-app';
import { AWAY, type Footballer, HOME, SplWorld } from './spl-world';

// Two consumers (two Kafka partitions) applying events of one gameweek at the same moment: the
// first one's transaction is held open while the second runs. The embedded database runs one
// transaction at a time, so these run on a PostgreSQL server only.
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const GAMEWEEK = 7;

describeOnServer('rewarding events applied at the same time', () => {
  let t: SplRewardsTestApp;
  let world: SplWorld;

  beforeAll(async () => {
    t = await startSplRewardsTestApp();
  });
  beforeEach(() => {
    world = new SplWorld(t);
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.app);
    await t.reset();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The consumer's handler of `contract`, to run in a transaction the test controls. */
  const handlerOf = <P>(contract: EventContract<P>) => {
    const handler = t.app
      .get(RewardsConsumer)
      .definition()
      .handlers.find((candidate) => candidate.contract === (contract as EventContract))!;
    return (payload: P) => (manager: EntityManager) =>
      handler.handle(envelope(contract, payload) as EventEnvelope<never>, manager);
  };
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
  const goal = (scorer: Footballer) =>
    handlerOf(MatchActionRecorded)({
      snapshot: {
        matchId: randomUUID(),
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

  /**
   * Applies `first` and holds its transaction open until `second` has finished or waits for a
   * lock of this database; then commits both. Answers which it was.
   */
  async function race(
    first: (manager: EntityManager) => Promise<void>,
    second: (manager: EntityManager) => Promise<void>,
  ): Promise<'second waited' | 'second finished'> {
    let commit!: () => void;
    let applied!: () => void;
    const firstApplied = new Promise<void>((resolve) => (applied = resolve));
    const held = t.dataSource.transaction(async (manager) => {
      await first(manager);
      applied();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await firstApplied;
    const secondDone = t.dataSource.transaction(second);
    const outcome = await Promise.race([
      secondDone.then(() => 'second finished' as const),
      until('the second transaction waiting for a lock', () => waitingOnLock(t)).then(
        () => 'second waited' as const,
      ),
    ]);
    commit();
    await Promise.all([held, secondDone]);
    return outcome;
  }

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

// A session of this test's database waiting for a lock (advisory, row, or another's insert).
async function waitingOnLock(t: SplRewardsTestApp): Promise<boolean> {
  const [{ waiting }] = (await t.dataSource.query(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  )) as { waiting: number }[];
  return waiting > 0;
}

function envelope<P>(contract: EventContract<P>, payload: P): EventEnvelope<P> {
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    aggregateId: randomUUID(),
    payload,
    traceId: randomUUID(),
  };
}
