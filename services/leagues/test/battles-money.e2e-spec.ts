import { CompetitionStakeRefused } from '@sfl/contracts';
import { battlesWorld, errorOf } from './battles-test-kit';

// What battles do with the wagers (docs/battles.md): refusals, the deadline, the result, and that
// nothing is released or paid twice, even when every event comes again.
describe('leagues subgraph: battle wagers', () => {
  const w = battlesWorld();
  afterEach(async () => {
    const settled = await w.kit.settledStakeIds();
    expect(new Set(settled).size).toBe(settled.length);
  });

  const releases = () => w.kit.outbox('CompetitionReleaseRequested');
  const payouts = () => w.kit.outbox('CompetitionPayoutRequested');
  const stakeIdOf = async (battleId: string, managerId: string) =>
    (await w.kit.stakeOf(battleId, managerId)).stakeId;
  // Both sides play gameweek 1 and score; final figures only when `final`.
  const play = async (points: [number, number], final: boolean) => {
    await w.t.scorePoints(w.ann, 1, points[0], final);
    await w.t.scorePoints(w.bob, 1, points[1], final);
  };
  const kickOff = async () => {
    await w.t.lockLineup(w.ann, 1);
    await w.t.lockLineup(w.bob, 1);
    await w.t.passDeadline(1);
  };

  describe('refused wagers', () => {
    it("should cancel the challenge with the reason when the challenger's wager is refused, releasing nothing", async () => {
      const battle = await w.kit.created(w.ann, { wager: 200 });
      await w.kit.refuse(battle.id, w.ann, 120);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({
        status: 'CANCELLED',
        funded: false,
        refusal: 'Wager 200 SPL is more than your balance of 120 SPL',
        settledAt: expect.any(String),
      });
      expect(await w.kit.openBattles(w.bob)).toEqual([]);
      expect(await releases()).toEqual([]);
      expect(await w.kit.outbox('BattleSettled')).toEqual([
        expect.objectContaining({ outcome: 'cancelled' }),
      ]);
    });

    it('should tell a challenger whose wager only locked bonus SPL could pay that it unlocks as he plays', async () => {
      const battle = await w.kit.created(w.ann, { wager: 200 });
      await w.kit.refuse(battle.id, w.ann, 1000, 0);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({
        status: 'CANCELLED',
        refusal:
          'Only 0 SPL of your balance can pay other managers yet: bonus SPL unlocks as you play gameweeks',
      });
    });

    it('should open the challenge again when the opponent cannot pay, telling them why, for someone else to take', async () => {
      const battle = await w.kit.created(w.ann, { wager: 80 });
      await w.kit.hold(battle.id, w.ann);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.refuse(battle.id, w.bob, 10);

      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
        status: 'PENDING',
        opponent: null,
        funded: true,
        refusal: 'Wager 80 SPL is more than your balance of 10 SPL',
      });
      expect((await w.kit.battle(w.ann, battle.id))!.refusal).toBeNull();
      expect((await w.kit.openBattles(w.cat)).map((b) => b.id)).toEqual([battle.id]);
      expect(await w.kit.myBattles(w.bob)).toEqual([]);

      await w.kit.accepted(w.cat, battle.id);
      await w.kit.hold(battle.id, w.cat);
      expect(await w.kit.battle(w.cat, battle.id)).toMatchObject({
        status: 'ACCEPTED',
        opponent: { id: w.cat },
      });
      expect((await w.kit.battle(w.bob, battle.id))!.refusal).toBe(
        'Wager 80 SPL is more than your balance of 10 SPL',
      );
      expect(await releases()).toEqual([]);
    });

    it('should keep a challenge sent to a manager who cannot pay yet for them, who may accept again', async () => {
      const battle = await w.kit.created(w.ann, { opponentUsername: 'BobJones' });
      await w.kit.hold(battle.id, w.ann);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.refuse(battle.id, w.bob, 0);
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
        status: 'PENDING',
        invited: { id: w.bob },
        opponent: null,
        refusal: 'Wager 25 SPL is more than your balance of 0 SPL',
      });
      expect((await w.kit.openBattles(w.bob)).map((b) => b.id)).toEqual([battle.id]);
      // Not again while their SPL is known to be short.
      expect(errorOf(await w.kit.accept(w.bob, battle.id))).toEqual({
        message: 'Wager 25 SPL is more than the 0 SPL you can stake',
        code: 'CONFLICT',
      });

      await w.kit.earn(w.bob, 30);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.hold(battle.id, w.bob);
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
        status: 'ACCEPTED',
        refusal: null,
        funded: true,
      });
    });

    it("should release the opponent's held wager when the challenger's is refused after it", async () => {
      const battle = await w.kit.created(w.ann);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.hold(battle.id, w.bob);
      await w.kit.refuse(battle.id, w.ann, 3);
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({ status: 'CANCELLED', refusal: null });
      expect((await w.kit.battle(w.ann, battle.id))!.refusal).toBe(
        'Wager 25 SPL is more than your balance of 3 SPL',
      );
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_cancelled',
          stakeIds: [await stakeIdOf(battle.id, w.bob)],
        }),
      ]);
    });

    it('should show a refusal, which quotes a balance, only to the manager whose wager it was', async () => {
      const cancelled = await w.kit.created(w.ann, { wager: 501 });
      await w.kit.refuse(cancelled.id, w.ann, 500);
      const reopened = await w.kit.created(w.ann, { wager: 80 });
      await w.kit.hold(reopened.id, w.ann);
      await w.kit.accepted(w.bob, reopened.id);
      await w.kit.refuse(reopened.id, w.bob, 10);

      for (const asker of [null, w.cat]) {
        expect(await w.kit.battle(asker, cancelled.id)).toMatchObject({ status: 'CANCELLED', refusal: null });
        expect(await w.kit.battle(asker, reopened.id)).toMatchObject({ status: 'PENDING', refusal: null });
      }
      expect((await w.kit.battle(w.bob, cancelled.id))!.refusal).toBeNull();
      expect((await w.kit.battle(w.ann, reopened.id))!.refusal).toBeNull();
      expect((await w.kit.openBattles(w.cat)).map((b) => b.refusal)).toEqual([null]);
      expect((await w.kit.myBattles(w.ann)).map((b) => b.refusal)).toEqual([
        null,
        'Wager 501 SPL is more than your balance of 500 SPL',
      ]);
      const references = await w.kit.ok<{ refusal: string | null }[]>(
        null,
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on Battle { refusal } } }',
        { r: [{ __typename: 'Battle', id: cancelled.id }] },
      );
      expect(references).toEqual([{ refusal: null }]);
    });

    it("should ignore the answers to the other competitions' stakes", async () => {
      const battle = await w.kit.created(w.ann);
      const stake = await w.kit.stakeOf(battle.id, w.ann);
      await w.t.publish(CompetitionStakeRefused, w.ann, {
        ...stake,
        purpose: 'league_entry_fee',
        currentBalance: 0,
      });
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'PENDING', refusal: null });
    });
  });

  describe('late answers', () => {
    it('should release a wager held after its battle was cancelled, once', async () => {
      const battle = await w.kit.created(w.ann);
      await w.kit.cancel(w.ann, battle.id);
      expect(await releases()).toEqual([]);
      await w.kit.hold(battle.id, w.ann);
      expect(await releases()).toEqual([
        expect.objectContaining({
          reason: 'battle_cancelled',
          stakeIds: [await stakeIdOf(battle.id, w.ann)],
        }),
      ]);
      expect((await w.kit.battle(w.ann, battle.id))!.status).toBe('CANCELLED');
    });

    it("should release an opponent's wager held after the battle expired waiting for it", async () => {
      const battle = await w.kit.created(w.ann);
      await w.kit.hold(battle.id, w.ann);
      await w.kit.accepted(w.bob, battle.id);
      await w.t.passDeadline(1);
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({ status: 'EXPIRED', funded: false });
      expect(await releases()).toEqual([
        expect.objectContaining({ reason: 'battle_expired', stakeIds: [await stakeIdOf(battle.id, w.ann)] }),
      ]);

      await w.kit.hold(battle.id, w.bob);
      expect((await releases()).at(-1)).toMatchObject({
        reason: 'battle_expired',
        stakeIds: [await stakeIdOf(battle.id, w.bob)],
      });
      expect(await releases()).toHaveLength(2);
      expect((await w.kit.battle(w.bob, battle.id))!.status).toBe('EXPIRED');
    });
  });

  describe('the deadline', () => {
    it('should start the accepted battles and expire the others, releasing what was held', async () => {
      const accepted = await w.kit.acceptedBattle(w.ann, w.bob);
      const funded = await w.kit.created(w.cat, { wager: 60 });
      await w.kit.hold(funded.id, w.cat);
      const unfunded = await w.kit.created(w.cat, { wager: 70 });
      const later = await w.kit.created(w.ann);
      await w.t.passDeadline(1);
      const laterStill = await w.kit.created(w.bob);

      expect(await w.kit.battle(w.ann, accepted.id)).toMatchObject({
        status: 'LIVE',
        challengerScore: 0,
        opponentScore: 0,
      });
      expect(await w.kit.battle(w.cat, funded.id)).toMatchObject({
        status: 'EXPIRED',
        settledAt: expect.any(String),
      });
      expect(await w.kit.battle(w.cat, unfunded.id)).toMatchObject({ status: 'EXPIRED' });
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: funded.id,
          reason: 'battle_expired',
          stakeIds: [await stakeIdOf(funded.id, w.cat)],
        }),
      ]);
      const settled = await w.kit.outbox<{ battleId: string; outcome: string }>('BattleSettled');
      expect(settled.map(({ battleId, outcome }) => [battleId, outcome]).sort()).toEqual(
        [funded.id, unfunded.id, later.id].map((id) => [id, 'expired']).sort(),
      );
      // Made after the deadline: for the gameweek after.
      expect(laterStill.gameweek).toBe(2);
      expect(await w.kit.openBattles(w.cat)).toEqual([expect.objectContaining({ id: laterStill.id })]);
    });
  });

  describe('the result', () => {
    it('should show live scores, then pay both wagers to the side with more final points', async () => {
      const battle = await w.kit.acceptedBattle(w.ann, w.bob, { opponentUsername: 'bobjones', wager: 150 });
      await kickOff();
      await play([12, 20], false);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({
        status: 'LIVE',
        challengerScore: 12,
        opponentScore: 20,
        result: null,
      });

      await w.t.finishGameweek(1);
      await w.t.scorePoints(w.ann, 1, 31, true);
      // Bob's figure is not final yet: nothing is settled.
      expect((await w.kit.battle(w.ann, battle.id))!.status).toBe('LIVE');
      expect(await payouts()).toEqual([]);

      await w.t.scorePoints(w.bob, 1, 44, true);
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
        status: 'COMPLETED',
        challengerScore: 31,
        opponentScore: 44,
        result: 'WIN',
        settledAt: expect.any(String),
      });
      expect((await w.kit.battle(w.ann, battle.id))!.result).toBe('LOSS');
      expect((await w.kit.battle(w.cat, battle.id))!.result).toBeNull();
      expect((await w.kit.battle(null, battle.id))!.result).toBeNull();
      expect(await payouts()).toEqual([
        {
          settlementId: expect.any(String),
          competitionId: battle.id,
          reason: 'battle_won',
          stakeIds: [await stakeIdOf(battle.id, w.ann), await stakeIdOf(battle.id, w.bob)],
          payees: [{ managerId: w.bob, amount: 300 }],
          requestedAt: expect.any(String),
        },
      ]);
      expect(await releases()).toEqual([]);
      expect(await w.kit.outbox('BattleSettled')).toEqual([
        expect.objectContaining({
          battleId: battle.id,
          challengerId: w.ann,
          opponentId: w.bob,
          gameweek: 1,
          wager: 150,
          challengerPoints: 31,
          opponentPoints: 44,
          outcome: 'opponent_won',
        }),
      ]);
    });

    it('should pay the challenger when they score more, also when the last final figure comes before the gameweek ends', async () => {
      const battle = await w.kit.acceptedBattle(w.ann, w.bob);
      await kickOff();
      await play([9, 3], true);
      expect((await w.kit.battle(w.ann, battle.id))!.status).toBe('LIVE');
      await w.t.finishGameweek(1);
      expect((await w.kit.battle(w.ann, battle.id))!.result).toBe('WIN');
      expect(await payouts()).toEqual([
        expect.objectContaining({ reason: 'battle_won', payees: [{ managerId: w.ann, amount: 50 }] }),
      ]);
      expect((await w.kit.outbox('BattleSettled'))[0]).toMatchObject({ outcome: 'challenger_won' });
    });

    it('should release both wagers on a draw', async () => {
      const battle = await w.kit.acceptedBattle(w.ann, w.bob, { wager: 40 });
      await kickOff();
      await w.t.finishGameweek(1);
      await play([17, 17], true);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'COMPLETED', result: 'DRAW' });
      expect((await w.kit.battle(w.bob, battle.id))!.result).toBe('DRAW');
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_drawn',
          stakeIds: [await stakeIdOf(battle.id, w.ann), await stakeIdOf(battle.id, w.bob)],
        }),
      ]);
      expect(await payouts()).toEqual([]);
      expect((await w.kit.outbox('BattleSettled'))[0]).toMatchObject({ outcome: 'draw' });
    });

    it('should count a side without a lineup as 0 points, final with the gameweek', async () => {
      const battle = await w.kit.acceptedBattle(w.ann, w.bob);
      await w.t.lockLineup(w.ann, 1);
      await w.t.passDeadline(1);
      await w.t.scorePoints(w.ann, 1, 5, true);
      await w.t.finishGameweek(1);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({
        status: 'COMPLETED',
        challengerScore: 5,
        opponentScore: 0,
        result: 'WIN',
      });
    });

    it('should play and settle a battle whose deadline was only learnt from the end of its gameweek', async () => {
      const battle = await w.kit.acceptedBattle(w.ann, w.bob);
      const unaccepted = await w.kit.created(w.cat);
      await w.t.finishGameweek(1);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'COMPLETED', result: 'DRAW' });
      expect((await w.kit.battle(w.cat, unaccepted.id))!.status).toBe('EXPIRED');
    });
  });

  it('should change nothing when every event is delivered again', async () => {
    const won = await w.kit.acceptedBattle(w.ann, w.bob);
    const cancelled = await w.kit.created(w.cat);
    await w.kit.hold(cancelled.id, w.cat);
    await w.kit.cancel(w.cat, cancelled.id);
    const refused = await w.kit.created(w.bob);
    await w.kit.refuse(refused.id, w.bob, 1);
    const expired = await w.kit.created(w.cat);
    await w.kit.hold(expired.id, w.cat);
    await kickOff();
    await w.t.finishGameweek(1);
    await play([8, 2], true);
    expect((await w.kit.battle(w.ann, won.id))!.result).toBe('WIN');

    const snapshot = async () => ({
      battles: await w.t.dataSource.query('SELECT * FROM battle ORDER BY id'),
      stakes: await w.t.dataSource.query('SELECT * FROM battle_stake ORDER BY id'),
      published: await w.t.dataSource.query('SELECT id, type, payload FROM outbox_event ORDER BY sequence'),
    });
    const before = await snapshot();
    expect(before.published.length).toBeGreaterThan(0);
    await w.t.redeliverAll();
    expect(await snapshot()).toEqual(before);
  });
});
