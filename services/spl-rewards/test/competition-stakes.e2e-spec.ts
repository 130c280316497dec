import { randomUUID } from 'node:crypto';
import type { PayloadOf } from '@sfl/events';
import {
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
  type StakePurpose,
} from '@sfl/contracts';
import { CompetitionsConsumer } from '../src/competitions/competitions.consumer';
import { holdWorld } from './hold-world';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';

/** A stake as leagues asks for it. */
type Stake = Omit<PayloadOf<typeof CompetitionStakeRequested>, 'requestedAt'>;

interface Answer {
  type: string;
  payload: Record<string, unknown>;
}

type Payees = { managerId: string; amount: number }[];

// The SPL side of leagues and battles as leagues drives it: its events recorded in the stand-in
// outbox (leagues.events), spl-rewards' answers read from its own outbox, balances through GraphQL
// and the ledger audited after every test, with no SPL left held unless the test meant it. The
// competitions consumer alone, so the balances are the test's.
describe('competition stakes’ SPL', () => {
  const t = splRewardsSuite(['competitions']);
  let ann: string;
  let ben: string;
  let cyd: string;
  let dan: string;
  /** what a test leaves held on purpose */
  let heldAtEnd: number;

  const { grant, balanceOf, ledgerState, deadLetters, applyAtOnce } = holdWorld(t);
  const spendable = async (userId: string) => (await balanceOf(userId)).currentBalance;

  const stakeOf = (
    managerId: string,
    competitionId: string,
    purpose: StakePurpose,
    amount: number,
  ): Stake => ({
    stakeId: randomUUID(),
    managerId,
    competitionId,
    purpose,
    amount,
  });
  const requested = (stake: Stake) => ({ ...stake, requestedAt: new Date().toISOString() });
  const payoutOf = (stakes: Stake[], payees: Payees, settlementId: string = randomUUID()) => ({
    settlementId,
    competitionId: stakes[0]!.competitionId,
    reason: 'league_prizes' as const,
    stakeIds: stakes.map((stake) => stake.stakeId),
    payees,
    requestedAt: new Date().toISOString(),
  });
  const releaseOf = (stakes: Stake[], settlementId: string = randomUUID()) => ({
    settlementId,
    competitionId: stakes[0]!.competitionId,
    reason: 'league_cancelled' as const,
    stakeIds: stakes.map((stake) => stake.stakeId),
    requestedAt: new Date().toISOString(),
  });

  const request = (stake: Stake) => t.publish(CompetitionStakeRequested, stake.managerId, requested(stake));
  const payOut = async (stakes: Stake[], payees: Payees, settlementId?: string) => {
    const payout = payoutOf(stakes, payees, settlementId);
    await t.publish(CompetitionPayoutRequested, payout.competitionId, payout);
    return payout.settlementId;
  };
  const release = async (stakes: Stake[], settlementId?: string) => {
    const settlement = releaseOf(stakes, settlementId);
    await t.publish(CompetitionReleaseRequested, settlement.competitionId, settlement);
    return settlement.settlementId;
  };

  /** What spl-rewards answered about a stake or a settlement, in order. */
  const answersFor = (id: string): Promise<Answer[]> =>
    t.dataSource.query(
      `SELECT type, payload FROM outbox_event
       WHERE payload->>'stakeId' = $1 OR payload->>'settlementId' = $1 ORDER BY sequence`,
      [id],
    );
  /** The ledger movements of a stake, by any settlement: key, operation, kind, reference and hold status. */
  const movementsOf = (stakeId: string) =>
    t.dataSource.query(
      `SELECT t.idempotency_key AS key, t.operation, t.kind, t.reference, h.status AS hold
       FROM ledger_transaction t LEFT JOIN ledger_hold h ON h.id = t.id
       WHERE t.idempotency_key LIKE $1 OR t.idempotency_key LIKE $2 ORDER BY t.created_at, t.operation`,
      [`stake:${stakeId}:%`, `%:${stakeId}`],
    );
  const balanceAfter = (managerId: string, currentBalance: number, totalEarned: number) => ({
    managerId,
    balance: { currentBalance, totalEarned },
  });

  beforeEach(() => {
    [ann, ben, cyd, dan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    heldAtEnd = 0;
  });

  describe('each test', () => {
    afterEach(async () => {
      const audit = await expectLedgerBalanced(t.app);
      expect({ escrow: audit.escrow, holds: audit.holds }).toEqual({ escrow: heldAtEnd, holds: heldAtEnd });
    });

    it('should hold a stake from its manager under the stake’s key and kind, and answer with the hold and the balance', async () => {
      await grant(ann, 1000);
      const league = randomUUID();
      const pool = stakeOf(ann, league, 'league_prize_pool', 300);
      const fee = stakeOf(ann, randomUUID(), 'league_entry_fee', 50);
      const wager = stakeOf(ann, randomUUID(), 'battle_wager', 25);

      await request(pool);
      expect(await answersFor(pool.stakeId)).toEqual([
        {
          type: 'CompetitionStakeHeld',
          payload: {
            stakeId: pool.stakeId,
            managerId: ann,
            competitionId: league,
            purpose: 'league_prize_pool',
            holdId: expect.any(String),
            amount: 300,
            balance: { currentBalance: 700, totalEarned: 1000 },
          },
        },
      ]);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 700, totalEarned: 1000 });
      await request(fee);
      await request(wager);
      expect(await spendable(ann)).toBe(1000 - 300 - 50 - 25);
      for (const stake of [pool, fee, wager])
        expect(await movementsOf(stake.stakeId)).toEqual([
          {
            key: `stake:${stake.stakeId}:hold`,
            operation: 'HOLD_PLACE',
            kind: stake.purpose,
            reference: stake.stakeId,
            hold: 'HELD',
          },
        ]);
      heldAtEnd = 375;
    });

    it('should refuse a stake larger than the balance with that balance, and move nothing', async () => {
      await grant(ann, 100);
      const before = await ledgerState();
      const tooDear = stakeOf(ann, randomUUID(), 'league_entry_fee', 150);
      const penniless = stakeOf(ben, randomUUID(), 'battle_wager', 10);

      await request(tooDear);
      await request(penniless);

      expect(await answersFor(tooDear.stakeId)).toEqual([
        {
          type: 'CompetitionStakeRefused',
          payload: {
            stakeId: tooDear.stakeId,
            managerId: ann,
            competitionId: tooDear.competitionId,
            purpose: 'league_entry_fee',
            amount: 150,
            currentBalance: 100,
            spendable: 100,
          },
        },
      ]);
      expect(await answersFor(penniless.stakeId)).toEqual([
        {
          type: 'CompetitionStakeRefused',
          payload: expect.objectContaining({ managerId: ben, amount: 10, currentBalance: 0 }),
        },
      ]);
      expect(await ledgerState()).toEqual(before);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 100, totalEarned: 100 });
    });

    it('should pay a league’s prize pool and entry fees out to its first, second and third, and the rest to the winner', async () => {
      // ann created it with a prize pool of 500 (prizes 300 / 150 / 50); ben, cyd and dan paid 50 to join.
      await grant(ann, 1000);
      for (const joiner of [ben, cyd, dan]) await grant(joiner, 100);
      const league = randomUUID();
      const stakes = [
        stakeOf(ann, league, 'league_prize_pool', 500),
        ...[ben, cyd, dan].map((joiner) => stakeOf(joiner, league, 'league_entry_fee', 50)),
      ];
      for (const stake of stakes) await request(stake);
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 650, holds: 650 });

      // ben first, cyd second, ann third; the pot's 150 left over is ben's as the winner.
      const settlementId = await payOut(stakes, [
        { managerId: ben, amount: 300 },
        { managerId: cyd, amount: 150 },
        { managerId: ann, amount: 50 },
        { managerId: ben, amount: 150 },
      ]);

      expect(await answersFor(settlementId)).toEqual([
        {
          type: 'CompetitionStakesSettled',
          payload: {
            settlementId,
            competitionId: league,
            outcome: 'PAID_OUT',
            balances: [
              balanceAfter(ben, 500, 100),
              balanceAfter(cyd, 200, 100),
              balanceAfter(ann, 550, 1000),
            ],
          },
        },
      ]);
      expect(await Promise.all([ann, ben, cyd, dan].map(spendable))).toEqual([550, 500, 200, 50]);
      // Winnings are balance, not earnings.
      expect(await balanceOf(ben)).toEqual({ currentBalance: 500, totalEarned: 100 });
      for (const stake of stakes)
        expect(await movementsOf(stake.stakeId)).toEqual([
          expect.objectContaining({ key: `stake:${stake.stakeId}:hold`, hold: 'CAPTURED' }),
          {
            key: `payout:${settlementId}:${stake.stakeId}`,
            operation: 'HOLD_CAPTURE',
            kind: 'competition_payout',
            reference: expect.any(String),
            hold: null,
          },
        ]);
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ issued: 1300, balances: 1300, treasury: 0 });
    });

    it('should pay both wagers of a battle to its winner, and two prizes of one hold to two managers', async () => {
      for (const id of [ann, ben, cyd]) await grant(id, 100);
      const battle = randomUUID();
      const wagers = [stakeOf(ann, battle, 'battle_wager', 25), stakeOf(ben, battle, 'battle_wager', 25)];
      for (const wager of wagers) await request(wager);
      const won = await payOut(wagers, [{ managerId: ben, amount: 50 }]);
      expect((await answersFor(won))[0]!.payload).toMatchObject({
        outcome: 'PAID_OUT',
        balances: [balanceAfter(ben, 125, 100)],
      });

      const pool = stakeOf(cyd, randomUUID(), 'league_prize_pool', 60);
      await request(pool);
      await payOut(
        [pool],
        [
          { managerId: ann, amount: 40 },
          { managerId: cyd, amount: 20 },
        ],
      );
      expect(await Promise.all([ann, ben, cyd].map(spendable))).toEqual([115, 125, 60]);
    });

    it('should give every held stake of a cancelled league back to its manager, skipping a refused one', async () => {
      await grant(ann, 500);
      await grant(ben, 80);
      await grant(cyd, 10);
      const league = randomUUID();
      const pool = stakeOf(ann, league, 'league_prize_pool', 400);
      const fee = stakeOf(ben, league, 'league_entry_fee', 50);
      const refused = stakeOf(cyd, league, 'league_entry_fee', 50);
      for (const stake of [pool, fee, refused]) await request(stake);
      expect((await answersFor(refused.stakeId))[0]!.type).toBe('CompetitionStakeRefused');

      const settlementId = await release([pool, fee, refused]);

      expect(await answersFor(settlementId)).toEqual([
        {
          type: 'CompetitionStakesSettled',
          payload: {
            settlementId,
            competitionId: league,
            outcome: 'RELEASED',
            balances: [balanceAfter(ann, 500, 500), balanceAfter(ben, 80, 80)],
          },
        },
      ]);
      expect(await Promise.all([ann, ben, cyd].map(spendable))).toEqual([500, 80, 10]);
      expect(await movementsOf(fee.stakeId)).toEqual([
        expect.objectContaining({ key: `stake:${fee.stakeId}:hold`, hold: 'RELEASED' }),
        {
          key: `release:${settlementId}:${fee.stakeId}`,
          operation: 'HOLD_RELEASE',
          kind: 'competition_release',
          reference: expect.any(String),
          hold: null,
        },
      ]);
      expect(await movementsOf(refused.stakeId)).toEqual([]);
      expect(await deadLetters()).toEqual([]);
    });

    it('should give both wagers of a drawn battle back', async () => {
      await grant(ann, 100);
      await grant(ben, 30);
      const battle = randomUUID();
      const wagers = [stakeOf(ann, battle, 'battle_wager', 30), stakeOf(ben, battle, 'battle_wager', 30)];
      for (const wager of wagers) await request(wager);
      expect(await Promise.all([ann, ben].map(spendable))).toEqual([70, 0]);

      const drawn = releaseOf(wagers);
      await t.publish(CompetitionReleaseRequested, battle, { ...drawn, reason: 'battle_drawn' });

      expect((await answersFor(drawn.settlementId))[0]!.payload).toMatchObject({
        outcome: 'RELEASED',
        balances: [balanceAfter(ann, 100, 100), balanceAfter(ben, 30, 30)],
      });
      expect(await Promise.all([ann, ben].map(spendable))).toEqual([100, 30]);
    });

    it('should change nothing when every event is delivered again, or recorded twice by leagues', async () => {
      await grant(ann, 1000);
      await grant(ben, 100);
      const league = randomUUID();
      const paid = [
        stakeOf(ann, league, 'league_prize_pool', 200),
        stakeOf(ben, league, 'league_entry_fee', 20),
      ];
      const released = stakeOf(ann, randomUUID(), 'battle_wager', 40);
      const refused = stakeOf(cyd, randomUUID(), 'battle_wager', 40);
      const pending = stakeOf(ben, randomUUID(), 'battle_wager', 30);
      for (const stake of [...paid, released, refused, pending]) await request(stake);
      const payout = payoutOf(paid, [
        { managerId: ben, amount: 150 },
        { managerId: ann, amount: 70 },
      ]);
      await t.publish(CompetitionPayoutRequested, league, payout);
      const releaseEvent = releaseOf([released, refused]);
      await t.publish(CompetitionReleaseRequested, released.competitionId, releaseEvent);
      const ids = [
        ...[...paid, released, refused, pending].map((stake) => stake.stakeId),
        payout.settlementId,
      ];
      const snapshot = async () => ({
        answers: await Promise.all([...ids, releaseEvent.settlementId].map(answersFor)),
        balances: await Promise.all([ann, ben, cyd].map(balanceOf)),
        ledger: await ledgerState(),
      });
      const before = await snapshot();
      expect(before.balances.map((balance) => balance.currentBalance)).toEqual([870, 200, 0]);

      await t.redeliverAll();
      expect(await snapshot()).toEqual(before);

      // The same stake, payout and release again under new event ids: the ledger's keys and the
      // settlements' ids apply each once.
      await request(paid[0]!);
      await request(pending);
      await t.publish(CompetitionPayoutRequested, league, payout);
      await t.publish(CompetitionReleaseRequested, released.competitionId, releaseEvent);
      expect(await snapshot()).toEqual(before);
      expect(await deadLetters()).toEqual([]);
      heldAtEnd = 30;
    });

    it('should refuse a payout whose payees are not the stakes’ total, or that names a stake not held, whole', async () => {
      await grant(ann, 500);
      await grant(ben, 100);
      const league = randomUUID();
      const stakes = [
        stakeOf(ann, league, 'league_prize_pool', 300),
        stakeOf(ben, league, 'league_entry_fee', 50),
      ];
      for (const stake of stakes) await request(stake);
      const refused = stakeOf(cyd, league, 'league_entry_fee', 50);
      const neverAsked = stakeOf(dan, league, 'league_entry_fee', 50);
      await request(refused);
      const before = await ledgerState();

      const short = await payOut(stakes, [{ managerId: ben, amount: 349 }]);
      await payOut([...stakes, refused, neverAsked], [{ managerId: ben, amount: 350 }]);
      await payOut([stakes[0]!, stakes[0]!], [{ managerId: ben, amount: 600 }]);

      expect(await deadLetters()).toEqual([
        {
          reason: expect.stringMatching(
            new RegExp(
              `^handler failed \\d+ times: Competition payout ${short} pays 349 SPL for stakes that hold 350$`,
            ),
          ),
        },
        {
          reason: expect.stringMatching(
            new RegExp(
              `pays 350 SPL for stakes that hold 350; not held: ${refused.stakeId}, ${neverAsked.stakeId}$`,
            ),
          ),
        },
        { reason: expect.stringMatching(/pays 600 SPL for stakes that hold 300; named twice: \S+$/) },
      ]);
      expect(await answersFor(short)).toEqual([]);
      expect(await ledgerState()).toEqual(before);

      // Nothing of it stayed: the same settlement with the right payees (an operator's replay) pays.
      await payOut(stakes, [{ managerId: ben, amount: 350 }], short);
      expect(await Promise.all([ann, ben].map(spendable))).toEqual([200, 400]);
    }, 60_000);

    it('should never pay a stake captured by one settlement again by another payout or a release', async () => {
      await grant(ann, 100);
      await grant(ben, 100);
      const battle = randomUUID();
      const wagers = [stakeOf(ann, battle, 'battle_wager', 40), stakeOf(ben, battle, 'battle_wager', 40)];
      for (const wager of wagers) await request(wager);
      await payOut(wagers, [{ managerId: ann, amount: 80 }]);
      const after = await ledgerState();

      const again = await payOut(wagers, [{ managerId: ben, amount: 80 }]);
      const refund = await release(wagers);

      expect(await deadLetters()).toEqual([
        {
          reason: expect.stringMatching(
            new RegExp(
              `payout ${again} pays 80 SPL for stakes that hold 0; already settled: ${wagers[0]!.stakeId}, ${wagers[1]!.stakeId}$`,
            ),
          ),
        },
      ]);
      expect(await answersFor(refund)).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ outcome: 'RELEASED', balances: [] }) }),
      ]);
      expect(await ledgerState()).toEqual(after);
      expect(await Promise.all([ann, ben].map(spendable))).toEqual([140, 60]);
    }, 60_000);

    it('should never take a manager below 0 when 20 of their stakes are applied at the same time', async () => {
      await grant(ann, 1000);
      const stakes = Array.from({ length: 20 }, () => stakeOf(ann, randomUUID(), 'league_entry_fee', 75));
      const competitions = t.app.get(CompetitionsConsumer).definition();
      await applyAtOnce(competitions, CompetitionStakeRequested, stakes.map(requested));

      const answers = await Promise.all(stakes.map((stake) => answersFor(stake.stakeId)));
      expect(answers.every((answer) => answer.length === 1)).toBe(true);
      const held = stakes.filter((_, i) => answers[i]![0]!.type === 'CompetitionStakeHeld');
      const refused = answers.flat().filter((answer) => answer.type === 'CompetitionStakeRefused');
      expect(held).toHaveLength(13);
      expect(refused).toHaveLength(7);
      for (const { payload } of refused) expect(payload.currentBalance).toBe(25);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 25, totalEarned: 1000 });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ balances: 25, escrow: 975, holds: 975 });

      await release(stakes);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
    });
  });
});
