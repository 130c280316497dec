import { randomUUID } from 'node:crypto';
import {
  CleanSheetKept,
  FixtureLocked,
  LineupLocked,
  MatchActionRecorded,
  MatchFinished,
  positionGroupOf,
} from '@sfl/contracts';
import { batchDelivery, graphqlRequest, rawEnvelope } from '@sfl/testing';
import { RewardsConsumer } from '../src/rewards/rewards.consumer';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { awardedRewards, splRewardsSuite } from './spl-rewards-test-app';
import { AWAY, type Footballer, HOME, SplWorld } from './spl-world';

const GAMEWEEK = 9;
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// The rewards consumer as the Kafka transport runs it when batched: a partition's messages
// handed to EventDelivery.deliverBatch, several partitions at once.
describe('SPL rewards consumed in batches', () => {
  const t = splRewardsSuite();
  let world: SplWorld;
  let deliver: ReturnType<typeof batchDelivery>['deliver'];
  let deliverPartitions: ReturnType<typeof batchDelivery>['deliverPartitions'];
  let warnings: string[];

  beforeEach(() => {
    world = new SplWorld(t);
    ({ deliver, deliverPartitions, warnings } = batchDelivery(t, t.app.get(RewardsConsumer).definition()));
  });

  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance;
  const awardedCount = async () => (await awardedRewards(t.dataSource)).length;
  /** A match squads has locked (FixtureLocked applied): its actions are paid at once. */
  const lockedMatch = async () => {
    const matchId = randomUUID();
    await t.applied([await world.recordFixtureLock(matchId, GAMEWEEK)]);
    return matchId;
  };

  it('should pay each (action, manager) once in a batch with duplicates, and change nothing when it comes again', async () => {
    const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
    const striker = await world.footballer('Ike Nash', 'ST');
    const mid = await world.footballer('Jo Pratt', 'CM');
    const keeper = await world.footballer('Kit Rowe', 'GK');
    const nobodys = await world.footballer('Lu Sand', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [striker, mid, keeper], captain: striker });
    await world.lineup(ben, GAMEWEEK, { starters: [striker] });
    const matchId = await lockedMatch();
    const goal = action(matchId, 'GOAL', striker, 10, mid);
    const batch = [
      goal,
      action(matchId, 'PENALTY_SAVED', keeper, 20),
      goal, // the relay's at-least-once: the same event twice in one batch
      action(matchId, 'GOAL', nobodys, 30),
      action(matchId, 'YELLOW_CARD', mid, 40),
    ];

    expect(await deliver(batch)).toEqual(['applied', 'applied', 'duplicate', 'applied', 'applied']);
    // ann: the captain's goal 400, the assist 200, the save 500; ben: the goal 200.
    const paid = {
      ann: { currentBalance: 1100, totalEarned: 1100 },
      ben: { currentBalance: 200, totalEarned: 200 },
    };
    expect({ ann: await balanceOf(ann), ben: await balanceOf(ben) }).toEqual(paid);
    expect(await awardedCount()).toBe(4);

    expect(await deliver(batch)).toEqual(Array(5).fill('duplicate'));
    // Even without the processed markers, only unpaid pairs are paid.
    await t.dataSource.query('DELETE FROM processed_event');
    expect(await deliver(batch)).toEqual(['applied', 'applied', 'duplicate', 'applied', 'applied']);
    expect({ ann: await balanceOf(ann), ben: await balanceOf(ben) }).toEqual(paid);
    expect(await awardedCount()).toBe(4);
    expect(warnings).toEqual([]);
  });

  it("should pay a manager's rewards of a batch in one ledger credit, each reward with the balance after it", async () => {
    const ann = await world.manager('ann');
    const striker = await world.footballer('Ola Ring', 'ST');
    const keeper = await world.footballer('Pia Roth', 'GK');
    await world.lineup(ann, GAMEWEEK, { starters: [striker, keeper], captain: keeper });
    const matchId = await lockedMatch();
    // 150 goals: more rewards than one event carries.
    const goals = Array.from({ length: 150 }, (_, i) => action(matchId, 'GOAL', striker, 1 + (i % 90)));

    await deliver([...goals, action(matchId, 'PENALTY_SAVED', keeper, 91)]);

    const total = 150 * 200 + 2 * 500;
    expect(await balanceOf(ann)).toEqual({ currentBalance: total, totalEarned: total });
    const credits: { amount: string; reference: string }[] = await t.dataSource.query(
      `SELECT e.amount, t.reference FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
       WHERE t.kind = 'spl_reward' AND e.account_id = $1`,
      [ann],
    );
    expect(credits).toEqual([{ amount: String(total), reference: expect.any(String) }]);
    const [{ payments }] = await t.dataSource.query(
      'SELECT array_agg(DISTINCT payment_id::text) AS payments FROM spl_reward WHERE manager_id = $1',
      [ann],
    );
    expect(payments).toEqual([credits[0]!.reference]);
    const events: { payload: { rewards: unknown[] } }[] = await t.dataSource.query(
      `SELECT payload FROM outbox_event WHERE type = 'SplRewardsAwarded' ORDER BY sequence`,
    );
    expect(events.map(({ payload }) => payload.rewards.length)).toEqual([100, 51]);
    const balances = (await awardedRewards(t.dataSource)).map(
      (reward) => (reward.balance as { currentBalance: number }).currentBalance,
    );
    // Step by step in the order paid (goals by minute, then the save), ending at the balance.
    expect(balances[0]).toBe(200);
    expect(balances.at(-1)).toBe(total);
    expect(balances.every((balance, i) => i === 0 || balance > balances[i - 1]!)).toBe(true);
  });

  it('should apply a batch mixing lineups, actions, a result and a clean sheet in order', async () => {
    const [cyd, dan] = [await world.manager('cyd'), await world.manager('dan')];
    const striker = await world.footballer('Mo Tate', 'ST');
    const keeper = await world.footballer('Ned Ulm', 'GK');
    const matchId = await lockedMatch();
    const outcomes = await deliver([
      lineup(cyd, [striker, keeper]),
      action(matchId, 'GOAL', striker, 12),
      action(matchId, 'GOAL', striker, 50),
      lineup(dan, [striker]),
      rawEnvelope(MatchFinished, matchId, { snapshot: snapshot(matchId, 90, 'FT') }),
      cleanSheet(matchId, keeper),
    ]);
    expect(outcomes).toEqual(Array(6).fill('applied'));
    // cyd: two goals before and after the lineup's place, and the clean sheet; dan: the two goals.
    expect(await balanceOf(cyd)).toEqual({ currentBalance: 700, totalEarned: 700 });
    expect(await balanceOf(dan)).toEqual({ currentBalance: 400, totalEarned: 400 });
    expect(warnings).toEqual([]);
  });

  it('should record lineups locked together and pay each its kept actions in one credit, a lineup coming twice once', async () => {
    const [fay, gus, hal] = [
      await world.manager('fay'),
      await world.manager('gus'),
      await world.manager('hal'),
    ];
    const striker = await world.footballer('Ray Sten', 'ST');
    const keeper = await world.footballer('Sol Tey', 'GK');
    const matchId = await lockedMatch();
    await deliver([action(matchId, 'GOAL', striker, 8), action(matchId, 'PENALTY_SAVED', keeper, 30)]);
    const fays = lineup(fay, [striker, keeper]);

    const outcomes = await deliver([fays, lineup(gus, [striker]), fays, lineup(hal, [keeper])]);

    expect(outcomes).toEqual(['applied', 'applied', 'duplicate', 'applied']);
    expect(await balanceOf(fay)).toEqual({ currentBalance: 700, totalEarned: 700 });
    expect(await balanceOf(gus)).toEqual({ currentBalance: 200, totalEarned: 200 });
    expect(await balanceOf(hal)).toEqual({ currentBalance: 500, totalEarned: 500 });
    const credits: { account_id: string; credits: number }[] = await t.dataSource.query(
      `SELECT e.account_id, count(*)::int AS credits FROM ledger_transaction t
       JOIN ledger_entry e ON e.transaction_id = t.id AND e.amount > 0
       WHERE t.kind = 'spl_reward' GROUP BY e.account_id ORDER BY e.account_id`,
    );
    expect(credits).toEqual([fay, gus, hal].sort().map((account_id) => ({ account_id, credits: 1 })));
    const starters: { manager_id: string; n: number }[] = await t.dataSource.query(
      'SELECT manager_id, count(*)::int AS n FROM lineup_starter WHERE gameweek = $1 GROUP BY manager_id',
      [GAMEWEEK],
    );
    expect(Object.fromEntries(starters.map((row) => [row.manager_id, row.n]))).toEqual({
      [fay]: 2,
      [gus]: 1,
      [hal]: 1,
    });
    expect(warnings).toEqual([]);
  });

  it('should fall back to one event at a time when an event of the batch fails, set it aside and apply the rest', async () => {
    const eve = await world.manager('eve');
    const striker = await world.footballer('Oz Vale', 'ST');
    const keeper = await world.footballer('Pip Wren', 'GK');
    await world.lineup(eve, GAMEWEEK, { starters: [striker, keeper] });
    const matchId = await lockedMatch();
    // A clean sheet of a match whose result never came fails every time.
    const outcomes = await deliver([
      action(matchId, 'GOAL', striker, 5),
      cleanSheet(randomUUID(), keeper),
      action(matchId, 'PENALTY_SAVED', keeper, 60),
    ]);
    expect(outcomes).toEqual(['applied', 'dead-lettered', 'applied']);
    expect(await balanceOf(eve)).toEqual({ currentBalance: 700, totalEarned: 700 });
    expect(warnings).toContain('event batch failed; applying its events one at a time');
    const dead: { reason: string }[] = await t.dataSource.query('SELECT reason FROM dead_letter_event');
    expect(dead).toEqual([
      { reason: expect.stringMatching(/^handler failed 2 times: CleanSheetKept before MatchFinished/) },
    ]);
  });

  // Four partitions at once: two of match actions, two of lineups fielding their footballers.
  describeOnServer('on a PostgreSQL server', () => {
    it('should pay every pair once when batches of actions and lineups of several partitions race, without a deadlock', async () => {
      const footballers: Footballer[] = [];
      for (let i = 0; i < 12; i++) footballers.push(await world.footballer(`Striker ${i}`, 'ST'));
      const managers = Array.from({ length: 40 }, () => randomUUID());
      // Manager m fields four footballers, starting at m; footballer f scores once.
      const startersOf = (m: number) => [0, 1, 2, 3].map((k) => footballers[(m + k) % footballers.length]!);
      // The second match's lock comes in a batch of lineups, racing its own actions.
      const [first, second] = [await lockedMatch(), randomUUID()];
      const goals = (matchId: string, scorers: Footballer[]) =>
        scorers.map((scorer, minute) => action(matchId, 'GOAL', scorer, minute + 1));
      const partitions = [
        goals(first, footballers.slice(0, 6)),
        goals(second, footballers.slice(6)),
        [
          fixtureLock(second),
          ...managers.slice(0, 20).map((managerId, m) => lineup(managerId, startersOf(m))),
        ],
        managers.slice(20).map((managerId, m) => lineup(managerId, startersOf(20 + m))),
      ];
      // Each partition in batches of 3, all partitions at once.
      const outcomes = await deliverPartitions(partitions, 3);
      expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
      for (const managerId of managers)
        expect(await balanceOf(managerId)).toEqual({ currentBalance: 800, totalEarned: 800 });
      expect(await awardedCount()).toBe(managers.length * 4);
      expect(warnings).toEqual([]);
    });
  });
});

function snapshot(matchId: string, minute: number, status: 'LIVE' | 'FT') {
  return {
    matchId,
    gameweek: GAMEWEEK,
    homeClub: HOME,
    awayClub: AWAY,
    homeScore: 1,
    awayScore: 0,
    minute,
    status,
    version: minute + 1,
  };
}

function action(
  matchId: string,
  kind: 'GOAL' | 'PENALTY_SAVED' | 'YELLOW_CARD',
  by: Footballer,
  minute: number,
  assist?: Footballer,
): string {
  return rawEnvelope(MatchActionRecorded, matchId, {
    snapshot: snapshot(matchId, minute, 'LIVE'),
    action: {
      id: randomUUID(),
      kind,
      minute,
      clubId: HOME.id,
      footballerId: by.id,
      assistFootballerId: assist?.id ?? null,
      relatedFootballerId: null,
    },
  });
}

function fixtureLock(matchId: string): string {
  return rawEnvelope(FixtureLocked, matchId, {
    matchId,
    gameweek: GAMEWEEK,
    lineupChangesBefore: 0,
    lockedAt: new Date().toISOString(),
  });
}

function lineup(managerId: string, starters: Footballer[]): string {
  return rawEnvelope(LineupLocked, managerId, {
    managerId,
    gameweek: GAMEWEEK,
    formation: '4-3-3',
    starters: starters.map((footballer, slot) => ({
      cardId: randomUUID(),
      footballerId: footballer.id,
      group: positionGroupOf(footballer.position),
      slot,
    })),
    bench: [],
    captainFootballerId: null,
    viceCaptainFootballerId: null,
    lockedAt: '2026-08-15T11:00:00.000Z',
  });
}

function cleanSheet(matchId: string, keeper: Footballer): string {
  return rawEnvelope(CleanSheetKept, matchId, {
    matchId,
    gameweek: GAMEWEEK,
    clubId: AWAY.id,
    footballerId: keeper.id,
    minutesPlayed: 90,
  });
}
