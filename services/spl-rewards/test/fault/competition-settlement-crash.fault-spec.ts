import { randomUUID } from 'node:crypto';
import type { PayloadOf } from '@sfl/events';
import {
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
  type StakePurpose,
} from '@sfl/contracts';
import { until } from '@sfl/testing';
import { COMPETITIONS_CONSUMER } from '../../src/competitions/competitions.consumer';
import { expectDatabaseLedgerBalanced } from '../spl-rewards-test-app';
import { describeWithKafka, FaultWorld } from './fault-world';

// Fault test: a spl-rewards process killed in the middle of settling competitions pays no stake
// twice and leaves none held. The competitions consumer runs in a process of its own on Kafka; it
// holds every stake of 40 leagues and 40 battles (and refuses 10 of a manager who holds nothing),
// and is killed with SIGKILL; leagues' payouts and releases are recorded while it is down;
// restarted, it is killed again in the middle of applying them, and started once more. Every stake
// is captured or released exactly once, each settlement answered once, no SPL is left in ESCROW,
// every balance is exact and the ledger adds up.
const MANAGERS = 6;
const GRANT = 10_000;
const LEAGUES = 40;
const BATTLES = 40;
const PRIZE_POOL = 100;
const ENTRY_FEE = 20;
const WAGER = 25;

interface Stake extends Omit<PayloadOf<typeof CompetitionStakeRequested>, 'requestedAt'> {
  /** false: its manager holds nothing, so it is refused */
  held: boolean;
}

interface Settlement {
  settlementId: string;
  competitionId: string;
  stakes: Stake[];
  /** null: released, each held stake back to its manager */
  payees: { managerId: string; amount: number }[] | null;
}

const managerIds = Array.from({ length: MANAGERS }, () => randomUUID());
const brokeManager = randomUUID();
const managerAt = (n: number) => managerIds[n % MANAGERS]!;
const stakeOf = (managerId: string, competitionId: string, purpose: StakePurpose, amount: number): Stake => ({
  stakeId: randomUUID(),
  managerId,
  competitionId,
  purpose,
  amount,
  held: managerId !== brokeManager,
});

/**
 * League n: its creator's prize pool and three entry fees. One in four is cancelled (released, with
 * a refused entry of the broke manager among its stakes); the others pay 80 / 20 / 10 and the rest
 * of the pot to the winner.
 */
const leagues: Settlement[] = Array.from({ length: LEAGUES }, (_, n) => {
  const competitionId = randomUUID();
  const [creator, first, second, third] = [0, 1, 2, 3].map((place) => managerAt(n + place)) as [
    string,
    string,
    string,
    string,
  ];
  const stakes = [
    stakeOf(creator, competitionId, 'league_prize_pool', PRIZE_POOL),
    ...[first, second, third].map((joiner) => stakeOf(joiner, competitionId, 'league_entry_fee', ENTRY_FEE)),
  ];
  if (n % 4 === 0)
    return {
      settlementId: randomUUID(),
      competitionId,
      stakes: [...stakes, stakeOf(brokeManager, competitionId, 'league_entry_fee', ENTRY_FEE)],
      payees: null,
    };
  const pot = PRIZE_POOL + 3 * ENTRY_FEE;
  const payees = [
    { managerId: first, amount: 80 },
    { managerId: creator, amount: 20 },
    { managerId: third, amount: 10 },
    { managerId: first, amount: pot - 110 },
  ];
  return { settlementId: randomUUID(), competitionId, stakes, payees };
});
/** Battle n: two wagers; one in three is drawn (released), the others won by either side. */
const battles: Settlement[] = Array.from({ length: BATTLES }, (_, n) => {
  const competitionId = randomUUID();
  const sides = [managerAt(n), managerAt(n + 1)];
  const stakes = sides.map((side) => stakeOf(side, competitionId, 'battle_wager', WAGER));
  const payees = n % 3 === 0 ? null : [{ managerId: sides[n % 2]!, amount: 2 * WAGER }];
  return { settlementId: randomUUID(), competitionId, stakes, payees };
});
const settlements = [...leagues, ...battles];
const stakes = settlements.flatMap((settlement) => settlement.stakes);
const heldStakes = stakes.filter((stake) => stake.held);
const refusedStakes = stakes.filter((stake) => !stake.held);
const paidOut = settlements.filter((settlement) => settlement.payees !== null);
const released = settlements.filter((settlement) => settlement.payees === null);

/** A manager's balance at the end: the grant, less every stake held, plus what came back or was won. */
function expectedBalanceOf(managerId: string): number {
  const own = (stake: Stake) => (stake.managerId === managerId && stake.held ? stake.amount : 0);
  const staked = heldStakes.reduce((sum, stake) => sum + own(stake), 0);
  const refunded = released
    .flatMap((settlement) => settlement.stakes)
    .reduce((sum, stake) => sum + own(stake), 0);
  const won = paidOut
    .flatMap((settlement) => settlement.payees!)
    .filter((payee) => payee.managerId === managerId)
    .reduce((sum, payee) => sum + payee.amount, 0);
  return GRANT - staked + refunded + won;
}

describeWithKafka('fault: spl-rewards killed while settling competition stakes', () => {
  const world = FaultWorld.onFaultStage('fault_competitions', ['competitions']);
  const eventsApplied = () => world.eventsApplied(COMPETITIONS_CONSUMER);

  jest.setTimeout(120_000);

  beforeAll(() => world.open());
  afterAll(() => world.close());

  it('should capture or release every stake exactly once across two SIGKILLs and restarts', async () => {
    await world.startProcess();
    const splRewards = world.splRewards;
    await world.grant(managerIds, GRANT);

    // 1. Every stake held (or refused), then the process killed: the SPL sits in ESCROW.
    await world.standIns.recordMany(
      CompetitionStakeRequested,
      stakes.map(({ held: _held, ...stake }) => ({
        aggregateId: stake.managerId,
        payload: { ...stake, requestedAt: new Date().toISOString() },
      })),
    );
    await until('every stake held or refused', async () => (await eventsApplied()) >= stakes.length, 60_000);
    await world.stopProcess('SIGKILL');
    expect(await world.answered('CompetitionStakeHeld')).toBe(heldStakes.length);
    expect(await world.answered('CompetitionStakeRefused')).toBe(refusedStakes.length);
    const heldTotal = heldStakes.reduce((sum, stake) => sum + stake.amount, 0);
    expect(await expectDatabaseLedgerBalanced(splRewards)).toMatchObject({
      escrow: heldTotal,
      holds: heldTotal,
    });

    // 2. leagues' settlements while spl-rewards is down, in the order its outbox relay publishes them.
    const requestedAt = new Date().toISOString();
    const base = (settlement: Settlement) => ({
      aggregateId: settlement.competitionId,
      settlementId: settlement.settlementId,
      competitionId: settlement.competitionId,
      stakeIds: settlement.stakes.map((stake) => stake.stakeId),
      requestedAt,
    });
    await world.standIns.recordMany(
      CompetitionPayoutRequested,
      paidOut.map((settlement) => {
        const { aggregateId, ...payload } = base(settlement);
        const reason = settlement.stakes[0]!.purpose === 'battle_wager' ? 'battle_won' : 'league_prizes';
        return { aggregateId, payload: { ...payload, reason, payees: settlement.payees! } };
      }),
    );
    await world.standIns.recordMany(
      CompetitionReleaseRequested,
      released.map((settlement) => {
        const { aggregateId, ...payload } = base(settlement);
        const reason = settlement.stakes[0]!.purpose === 'battle_wager' ? 'battle_drawn' : 'league_cancelled';
        return { aggregateId, payload: { ...payload, reason } };
      }),
    );
    const totalEvents = stakes.length + settlements.length;

    // 3. Restarted, and killed again while it settles them.
    await world.startProcess();
    await until(
      'a fifth of the stakes settled',
      async () => (await world.settledHolds()) >= heldStakes.length / 5,
      60_000,
    );
    await world.stopProcess('SIGKILL');
    expect(await world.settledHolds()).toBeLessThan(heldStakes.length);

    // 4. Started once more: it finishes from where its committed work ends.
    await world.startProcess();
    await until('every event applied', async () => (await eventsApplied()) >= totalEvents, 60_000);
    // Stopped before counting, so nothing can move after the counts are read.
    await world.stopProcess('SIGTERM');

    expect(await eventsApplied()).toBe(totalEvents);
    expect(await world.count('SELECT count(*) AS n FROM dead_letter_event')).toBe(0);
    // Each stake held once, then captured or released once, by its own settlement; refused ones never held.
    const stakesOf = (group: Settlement[]) =>
      group.flatMap((settlement) => settlement.stakes).filter((stake) => stake.held).length;
    expect(
      await splRewards.query(
        `SELECT operation, count(*)::int AS n,
                count(DISTINCT split_part(idempotency_key, ':', CASE WHEN operation = 'HOLD_PLACE' THEN 2 ELSE 3 END))::int AS stakes
         FROM ledger_transaction WHERE kind <> 'test_grant' GROUP BY operation ORDER BY operation`,
      ),
    ).toEqual([
      { operation: 'HOLD_CAPTURE', n: stakesOf(paidOut), stakes: stakesOf(paidOut) },
      { operation: 'HOLD_PLACE', n: heldStakes.length, stakes: heldStakes.length },
      { operation: 'HOLD_RELEASE', n: stakesOf(released), stakes: stakesOf(released) },
    ]);
    expect(await world.count(`SELECT count(*) AS n FROM ledger_hold WHERE status = 'HELD'`)).toBe(0);
    expect(
      await splRewards.query(
        `SELECT payload->>'outcome' AS outcome, count(*)::int AS n, count(DISTINCT payload->>'settlementId')::int AS settlements
         FROM outbox_event WHERE type = 'CompetitionStakesSettled' GROUP BY 1 ORDER BY 1`,
      ),
    ).toEqual([
      { outcome: 'PAID_OUT', n: paidOut.length, settlements: paidOut.length },
      { outcome: 'RELEASED', n: released.length, settlements: released.length },
    ]);

    for (const managerId of [...managerIds, brokeManager])
      expect(await world.balanceOf(managerId)).toBe(
        managerId === brokeManager ? 0 : expectedBalanceOf(managerId),
      );
    expect(await expectDatabaseLedgerBalanced(splRewards)).toMatchObject({
      issued: GRANT * MANAGERS,
      balances: GRANT * MANAGERS,
      escrow: 0,
      holds: 0,
      treasury: 0,
    });
  }, 400_000);
});
