import { randomUUID } from 'node:crypto';
import {
  FixtureLocked,
  FootballerRegistered,
  LineupLocked,
  MatchActionRecorded,
  positionGroupOf,
  splRewardFor,
} from '@sfl/contracts';
import { until } from '@sfl/testing';
import { REWARDS_CONSUMER } from '../../src/rewards/rewards.consumer';
import { expectDatabaseLedgerBalanced } from '../spl-rewards-test-app';
import { type Footballer, HOME, type Lineup, lineupOf, registrationOf, snapshot } from '../spl-world';
import { describeWithKafka, FaultWorld } from './fault-world';

// Fault test: the spl-rewards process is killed with SIGKILL in the middle of 10,000 rewarding
// match actions on Kafka and started again; every reward is paid exactly once (its row, its part
// of a ledger credit, its place in a SplRewardsAwarded), the ledger adds up and every balance is
// the rules' sum.
// The process runs the rewards consumer only, as the rewards suites do (achievements would add
// their own credits to the balances, and a transaction per reward to the run).
const ACTIONS = 10_000;
const PER_TRANSACTION = 500;
const MATCHES = 12;
const GAMEWEEK = 7;
const POSITIONS = ['GK', 'LB', 'CB', 'CB', 'RB', 'CDM', 'CM', 'CAM', 'LW', 'RW', 'ST'] as const;

const starters: Footballer[] = POSITIONS.map((position, n) => ({
  id: randomUUID(),
  name: `Fault Player ${n + 1}`,
  position,
}));
// Two managers field all eleven (different captains); the third fields six and benches five.
const lineups: Lineup[] = [
  { starters, captain: starters[0] },
  { starters, captain: starters[10] },
  { starters: starters.slice(0, 6), bench: starters.slice(6), captain: starters[3] },
];
const managerIds = lineups.map(() => randomUUID());
const matchIds = Array.from({ length: MATCHES }, () => randomUUID());

/** Action n: a goal by starter n mod 11; every third one assisted by the starter three further on. */
const scorerOf = (n: number) => starters[n % starters.length]!;
const assistOf = (n: number) => (n % 3 === 0 ? starters[(n + 3) % starters.length]! : undefined);

/** What the rules pay a lineup for all the actions: rewards and SPL. */
function expectedFor(lineup: Lineup): { rewards: number; spl: number } {
  let rewards = 0;
  let spl = 0;
  const pay = (type: 'goal' | 'assist', footballer: Footballer | undefined) => {
    if (!footballer || !lineup.starters.includes(footballer)) return;
    rewards += 1;
    spl += splRewardFor(type, positionGroupOf(footballer.position), footballer === lineup.captain);
  };
  for (let n = 0; n < ACTIONS; n++) {
    pay('goal', scorerOf(n));
    pay('assist', assistOf(n));
  }
  return { rewards, spl };
}

function actionEvent(n: number) {
  const matchId = matchIds[n % MATCHES]!;
  const minute = n % 90;
  return {
    aggregateId: matchId,
    payload: {
      snapshot: snapshot(matchId, GAMEWEEK, [1 + (n % 5), 0], minute, 'LIVE'),
      action: {
        id: randomUUID(),
        kind: 'GOAL' as const,
        minute,
        clubId: HOME.id,
        footballerId: scorerOf(n).id,
        assistFootballerId: assistOf(n)?.id ?? null,
        relatedFootballerId: null,
      },
    },
  };
}

describeWithKafka('fault: the spl-rewards consumer killed mid-stream', () => {
  const world = FaultWorld.onFaultStage('fault_spl', ['rewards']);
  let recordedEvents = 0;

  const count = (sql: string) => world.count(sql);
  const actionsApplied = () =>
    count(`SELECT count(DISTINCT action_id) AS n FROM rewarding_action WHERE gameweek = ${GAMEWEEK}`);

  jest.setTimeout(120_000);

  beforeAll(() => world.open());
  afterAll(() => world.close());

  it('should pay each reward of 10,000 match actions exactly once across a SIGKILL and restart', async () => {
    // Everything recorded first (lineups and fixtures locked, then the actions in big transactions), so the
    // kill lands in the middle of the stream.
    await world.standIns.recordMany(
      FootballerRegistered,
      starters.map((footballer) => ({ aggregateId: footballer.id, payload: registrationOf(footballer) })),
    );
    await world.standIns.recordMany(
      LineupLocked,
      lineups.map((lineup, m) => ({
        aggregateId: managerIds[m]!,
        payload: lineupOf(managerIds[m]!, GAMEWEEK, lineup),
      })),
    );
    await world.standIns.recordMany(
      FixtureLocked,
      matchIds.map((matchId) => ({
        aggregateId: matchId,
        payload: { matchId, gameweek: GAMEWEEK, lineupChangesBefore: 0, lockedAt: new Date().toISOString() },
      })),
    );
    for (let first = 0; first < ACTIONS; first += PER_TRANSACTION)
      await world.standIns.recordMany(
        MatchActionRecorded,
        Array.from({ length: PER_TRANSACTION }, (_, i) => actionEvent(first + i)),
      );
    recordedEvents = starters.length + lineups.length + MATCHES + ACTIONS;

    await world.startProcess();
    const splRewards = world.splRewards;
    await until('30% of the actions applied', async () => (await actionsApplied()) >= ACTIONS * 0.3, 90_000);
    await world.stopProcess('SIGKILL');
    const appliedAtKill = await actionsApplied();
    expect(appliedAtKill).toBeLessThan(ACTIONS);

    await world.startProcess();
    await until(
      'every event applied',
      async () =>
        (await count(`SELECT count(*) AS n FROM processed_event WHERE consumer = '${REWARDS_CONSUMER}'`)) >=
        recordedEvents,
      240_000,
    );
    // Stopped before counting, so nothing can be paid after the counts are read.
    await world.stopProcess('SIGTERM');

    const expected = lineups.map(expectedFor);
    const expectedRewards = expected.reduce((sum, e) => sum + e.rewards, 0);
    expect(
      await splRewards.query(
        `SELECT count(*)::int AS rows, count(DISTINCT (action_id, action_type, manager_id))::int AS pairs
         FROM spl_reward`,
      ),
    ).toEqual([{ rows: expectedRewards, pairs: expectedRewards }]);
    // Every reward names the credit that paid it (expectDatabaseLedgerBalanced below checks each
    // credit is the sum of its rewards) and travels in exactly one SplRewardsAwarded.
    expect(await count('SELECT count(*) AS n FROM spl_reward WHERE payment_id IS NULL')).toBe(0);
    expect(
      await splRewards.query(
        `SELECT count(*)::int AS carried, count(DISTINCT reward->>'rewardId')::int AS distinct_rewards
         FROM outbox_event, jsonb_array_elements(payload->'rewards') AS reward
         WHERE type = 'SplRewardsAwarded'`,
      ),
    ).toEqual([{ carried: expectedRewards, distinct_rewards: expectedRewards }]);
    const balances: { id: string; balance: string }[] = await splRewards.query(
      'SELECT id, balance FROM ledger_account WHERE id = ANY($1::uuid[])',
      [managerIds],
    );
    expect(Object.fromEntries(balances.map((row) => [row.id, Number(row.balance)]))).toEqual(
      Object.fromEntries(managerIds.map((id, m) => [id, expected[m]!.spl])),
    );
    const audit = await expectDatabaseLedgerBalanced(splRewards);
    expect(audit.issued).toBe(expected.reduce((sum, e) => sum + e.spl, 0));
  }, 400_000);
});
