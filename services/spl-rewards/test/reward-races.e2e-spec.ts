import { randomUUID } from 'node:crypto';
import { LineupLocked, MatchActionRecorded } from '@sfl/contracts';
import type { EventContract, EventEnvelope } from '@sfl/events';
import { graphqlRequest, until } from '@sfl/testing';
import type { EntityManager } from 'typeorm';
import { RewardsConsumer } from '../src/rewards/rewards.consumer';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, type SplRewardsTestApp, startSplRewardsTestApp } from './spl-rewards-test-app';
import { AWAY, HOME, SplWorld } from './spl-world';

// An action and a lineup of one gameweek applied by two consumers at the same moment (two Kafka
// partitions): the first one's transaction is held open while the second runs. Without the
// gameweek lock the second would not see the first's uncommitted rows and neither would pay.
// The embedded database runs one transaction at a time: there is no race to lose there.
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('an action and a lineup committing at the same time', () => {
  let t: SplRewardsTestApp;

  beforeAll(async () => {
    t = await startSplRewardsTestApp();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.app);
    await t.reset();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs the consumer's handler for `payload` in a transaction of its own, as a delivery does. */
  const handlerOf = <P>(contract: EventContract<P>) => {
    const handler = t.app
      .get(RewardsConsumer)
      .definition()
      .handlers.find((candidate) => candidate.contract === (contract as EventContract))!;
    return (payload: P, manager: EntityManager) =>
      handler.handle(envelope(contract, payload) as EventEnvelope<never>, manager);
  };

  const waitingOnLock = () => waitingOnLockIn(t);

  async function race(
    first: (manager: EntityManager) => Promise<void>,
    second: (manager: EntityManager) => Promise<void>,
  ) {
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
    // The first commits once the second has finished or waits for a lock of this database.
    await Promise.race([secondDone, until('the second transaction waiting for a lock', waitingOnLock)]);
    commit();
    await Promise.all([held, secondDone]);
  }

  it.each(['lineup', 'action'])(
    'should pay the pair once whichever (%s) holds its transaction open first',
    async (firstOne) => {
      const world = new SplWorld(t);
      const ann = randomUUID();
      const striker = await world.footballer('Vic Amos', 'ST');
      const lineup = (manager: EntityManager) =>
        handlerOf(LineupLocked)(
          {
            managerId: ann,
            gameweek: 7,
            formation: '4-3-3',
            starters: [{ cardId: randomUUID(), footballerId: striker.id, group: 'ATT', slot: 9 }],
            bench: [],
            captainFootballerId: null,
            viceCaptainFootballerId: null,
            lockedAt: new Date().toISOString(),
          },
          manager,
        );
      const matchId = randomUUID();
      const action = (manager: EntityManager) =>
        handlerOf(MatchActionRecorded)(
          {
            snapshot: {
              matchId,
              gameweek: 7,
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
              footballerId: striker.id,
              assistFootballerId: null,
              relatedFootballerId: null,
            },
          },
          manager,
        );

      if (firstOne === 'lineup') await race(lineup, action);
      else await race(action, lineup);

      const res = await graphqlRequest(t.server, MY_SPL_BALANCE, { userId: ann }).expect(200);
      expect(res.body.data.mySplBalance).toEqual({ currentBalance: 200, totalEarned: 200 });
    },
  );
});

// A transaction of this test's database waiting for an advisory lock.
async function waitingOnLockIn(t: SplRewardsTestApp): Promise<boolean> {
  const [{ waiting }] = (await t.dataSource.query(
    `SELECT count(*)::int AS waiting FROM pg_locks
     WHERE locktype = 'advisory' AND NOT granted
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
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
