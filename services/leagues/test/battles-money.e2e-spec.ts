import { CompetitionStakeRefused } from '@sfl/contracts';
import { type LeaguesTestApp, startLeaguesTestApp } from './leagues-test-app';
import { battlesKit } from './battles-test-kit';

// What battles do with the wagers (docs/battles.md): refusals, the deadline, the result, and that
// nothing is released or paid twice, even when every event comes again.
describe('leagues subgraph: battle wagers', () => {
  let t: LeaguesTestApp;
  let kit: ReturnType<typeof battlesKit>;
  let ann: string;
  let bob: string;
  let cat: string;

  beforeAll(async () => {
    t = await startLeaguesTestApp();
    kit = battlesKit(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    [ann, bob, cat] = [
      await t.registerManager('AnnSmith'),
      await t.registerManager('BobJones'),
      await t.registerManager('CatBrown'),
    ];
    await t.startSeason(1, 38);
  });
  afterEach(async () => {
    const settled = await kit.settledStakeIds();
    expect(new Set(settled).size).toBe(settled.length);
  });

  const releases = () => kit.outbox('CompetitionReleaseRequested');
  const payouts = () => kit.outbox('CompetitionPayoutRequested');
  const stakeIdOf = async (battleId: string, managerId: string) =>
    (await kit.stakeOf(battleId, managerId)).stakeId;
  // Both sides play gameweek 1 and score; final figures only when `final`.
  const play = async (points: [number, number], final: boolean) => {
    await t.scorePoints(ann, 1, points[0], final);
    await t.scorePoints(bob, 1, points[1], final);
  };
  const kickOff = async () => {
    await t.lockLineup(ann, 1);
    await t.lockLineup(bob, 1);
    await t.passDeadline(1);
  };

  describe('refused wagers', () => {
    it("should cancel the challenge with the reason when the challenger's wager is refused, releasing nothing", async () => {
      const battle = await kit.created(ann, { wager: 200 });
      await kit.refuse(battle.id, ann, 120);
      expect(await kit.battle(ann, battle.id)).toMatchObject({
        status: 'CANCELLED',
        funded: false,
        refusal: 'Wager 200 SPL is more than your balance of 120 SPL',
        settledAt: expect.any(String),
      });
      expect(await kit.openBattles(bob)).toEqual([]);
      expect(await releases()).toEqual([]);
      expect(await kit.outbox('BattleSettled')).toEqual([expect.objectContaining({ outcome: 'cancelled' })]);
    });

    it('should open the challenge again when the opponent cannot pay, telling them why, for someone else to take', async () => {
      const battle = await kit.created(ann, { wager: 80 });
      await kit.hold(battle.id, ann);
      await kit.accepted(bob, battle.id);
      await kit.refuse(battle.id, bob, 10);

      expect(await kit.battle(bob, battle.id)).toMatchObject({
        status: 'PENDING',
        opponent: null,
        funded: true,
        refusal: 'Wager 80 SPL is more than your balance of 10 SPL',
      });
      expect((await kit.battle(ann, battle.id))!.refusal).toBeNull();
      expect((await kit.openBattles(cat)).map((b) => b.id)).toEqual([battle.id]);
      expect(await kit.myBattles(bob)).toEqual([]);

      await kit.accepted(cat, battle.id);
      await kit.hold(battle.id, cat);
      expect(await kit.battle(cat, battle.id)).toMatchObject({ status: 'ACCEPTED', opponent: { id: cat } });
      expect((await kit.battle(bob, battle.id))!.refusal).toBe(
        'Wager 80 SPL is more than your balance of 10 SPL',
      );
      expect(await releases()).toEqual([]);
    });

    it('should keep a challenge sent to a manager who cannot pay yet for them, who may accept again', async () => {
      const battle = await kit.created(ann, { opponentUsername: 'BobJones' });
      await kit.hold(battle.id, ann);
      await kit.accepted(bob, battle.id);
      await kit.refuse(battle.id, bob, 0);
      expect(await kit.battle(bob, battle.id)).toMatchObject({
        status: 'PENDING',
        invited: { id: bob },
        opponent: null,
        refusal: 'Wager 25 SPL is more than your balance of 0 SPL',
      });
      expect((await kit.openBattles(bob)).map((b) => b.id)).toEqual([battle.id]);

      await kit.accepted(bob, battle.id);
      await kit.hold(battle.id, bob);
      expect(await kit.battle(bob, battle.id)).toMatchObject({
        status: 'ACCEPTED',
        refusal: null,
        funded: true,
      });
    });

    it("should release the opponent's held wager when the challenger's is refused after it", async () => {
      const battle = await kit.created(ann);
      await kit.accepted(bob, battle.id);
      await kit.hold(battle.id, bob);
      await kit.refuse(battle.id, ann, 3);
      expect(await kit.battle(bob, battle.id)).toMatchObject({
        status: 'CANCELLED',
        refusal: 'Wager 25 SPL is more than your balance of 3 SPL',
      });
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_cancelled',
          stakeIds: [await stakeIdOf(battle.id, bob)],
        }),
      ]);
    });

    it("should ignore the answers to the other competitions' stakes", async () => {
      const battle = await kit.created(ann);
      const stake = await kit.stakeOf(battle.id, ann);
      await kit.answer(CompetitionStakeRefused, ann, {
        ...stake,
        purpose: 'league_entry_fee',
        currentBalance: 0,
      });
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'PENDING', refusal: null });
    });
  });

  describe('late answers', () => {
    it('should release a wager held after its battle was cancelled, once', async () => {
      const battle = await kit.created(ann);
      await kit.cancel(ann, battle.id);
      expect(await releases()).toEqual([]);
      await kit.hold(battle.id, ann);
      expect(await releases()).toEqual([
        expect.objectContaining({ reason: 'battle_cancelled', stakeIds: [await stakeIdOf(battle.id, ann)] }),
      ]);
      expect((await kit.battle(ann, battle.id))!.status).toBe('CANCELLED');
    });

    it("should release an opponent's wager held after the battle expired waiting for it", async () => {
      const battle = await kit.created(ann);
      await kit.hold(battle.id, ann);
      await kit.accepted(bob, battle.id);
      await t.passDeadline(1);
      expect(await kit.battle(bob, battle.id)).toMatchObject({ status: 'EXPIRED', funded: false });
      expect(await releases()).toEqual([
        expect.objectContaining({ reason: 'battle_expired', stakeIds: [await stakeIdOf(battle.id, ann)] }),
      ]);

      await kit.hold(battle.id, bob);
      expect((await releases()).at(-1)).toMatchObject({
        reason: 'battle_expired',
        stakeIds: [await stakeIdOf(battle.id, bob)],
      });
      expect(await releases()).toHaveLength(2);
      expect((await kit.battle(bob, battle.id))!.status).toBe('EXPIRED');
    });
  });

  describe('the deadline', () => {
    it('should start the accepted battles and expire the others, releasing what was held', async () => {
      const accepted = await kit.acceptedBattle(ann, bob);
      const funded = await kit.created(cat, { wager: 60 });
      await kit.hold(funded.id, cat);
      const unfunded = await kit.created(cat, { wager: 70 });
      const later = await kit.created(ann);
      await t.passDeadline(1);
      const laterStill = await kit.created(bob);

      expect(await kit.battle(ann, accepted.id)).toMatchObject({
        status: 'LIVE',
        challengerScore: 0,
        opponentScore: 0,
      });
      expect(await kit.battle(cat, funded.id)).toMatchObject({
        status: 'EXPIRED',
        settledAt: expect.any(String),
      });
      expect(await kit.battle(cat, unfunded.id)).toMatchObject({ status: 'EXPIRED' });
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: funded.id,
          reason: 'battle_expired',
          stakeIds: [await stakeIdOf(funded.id, cat)],
        }),
      ]);
      const settled = await kit.outbox<{ battleId: string; outcome: string }>('BattleSettled');
      expect(settled.map(({ battleId, outcome }) => [battleId, outcome]).sort()).toEqual(
        [funded.id, unfunded.id, later.id].map((id) => [id, 'expired']).sort(),
      );
      // Made after the deadline: for the gameweek after.
      expect(laterStill.gameweek).toBe(2);
      expect(await kit.openBattles(cat)).toEqual([expect.objectContaining({ id: laterStill.id })]);
    });
  });

  describe('the result', () => {
    it('should show live scores, then pay both wagers to the side with more final points', async () => {
      const battle = await kit.acceptedBattle(ann, bob, { opponentUsername: 'bobjones', wager: 150 });
      await kickOff();
      await play([12, 20], false);
      expect(await kit.battle(ann, battle.id)).toMatchObject({
        status: 'LIVE',
        challengerScore: 12,
        opponentScore: 20,
        result: null,
      });

      await t.finishGameweek(1);
      await t.scorePoints(ann, 1, 31, true);
      // Bob's figure is not final yet: nothing is settled.
      expect((await kit.battle(ann, battle.id))!.status).toBe('LIVE');
      expect(await payouts()).toEqual([]);

      await t.scorePoints(bob, 1, 44, true);
      expect(await kit.battle(bob, battle.id)).toMatchObject({
        status: 'COMPLETED',
        challengerScore: 31,
        opponentScore: 44,
        result: 'WIN',
        settledAt: expect.any(String),
      });
      expect((await kit.battle(ann, battle.id))!.result).toBe('LOSS');
      expect((await kit.battle(cat, battle.id))!.result).toBeNull();
      expect((await kit.battle(null, battle.id))!.result).toBeNull();
      expect(await payouts()).toEqual([
        {
          settlementId: expect.any(String),
          competitionId: battle.id,
          reason: 'battle_won',
          stakeIds: [await stakeIdOf(battle.id, ann), await stakeIdOf(battle.id, bob)],
          payees: [{ managerId: bob, amount: 300 }],
          requestedAt: expect.any(String),
        },
      ]);
      expect(await releases()).toEqual([]);
      expect(await kit.outbox('BattleSettled')).toEqual([
        expect.objectContaining({
          battleId: battle.id,
          challengerId: ann,
          opponentId: bob,
          gameweek: 1,
          wager: 150,
          challengerPoints: 31,
          opponentPoints: 44,
          outcome: 'opponent_won',
        }),
      ]);
    });

    it('should pay the challenger when they score more, also when the last final figure comes before the gameweek ends', async () => {
      const battle = await kit.acceptedBattle(ann, bob);
      await kickOff();
      await play([9, 3], true);
      expect((await kit.battle(ann, battle.id))!.status).toBe('LIVE');
      await t.finishGameweek(1);
      expect((await kit.battle(ann, battle.id))!.result).toBe('WIN');
      expect(await payouts()).toEqual([
        expect.objectContaining({ reason: 'battle_won', payees: [{ managerId: ann, amount: 50 }] }),
      ]);
      expect((await kit.outbox('BattleSettled'))[0]).toMatchObject({ outcome: 'challenger_won' });
    });

    it('should release both wagers on a draw', async () => {
      const battle = await kit.acceptedBattle(ann, bob, { wager: 40 });
      await kickOff();
      await t.finishGameweek(1);
      await play([17, 17], true);
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'COMPLETED', result: 'DRAW' });
      expect((await kit.battle(bob, battle.id))!.result).toBe('DRAW');
      expect(await releases()).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_drawn',
          stakeIds: [await stakeIdOf(battle.id, ann), await stakeIdOf(battle.id, bob)],
        }),
      ]);
      expect(await payouts()).toEqual([]);
      expect((await kit.outbox('BattleSettled'))[0]).toMatchObject({ outcome: 'draw' });
    });

    it('should count a side without a lineup as 0 points, final with the gameweek', async () => {
      const battle = await kit.acceptedBattle(ann, bob);
      await t.lockLineup(ann, 1);
      await t.passDeadline(1);
      await t.scorePoints(ann, 1, 5, true);
      await t.finishGameweek(1);
      expect(await kit.battle(ann, battle.id)).toMatchObject({
        status: 'COMPLETED',
        challengerScore: 5,
        opponentScore: 0,
        result: 'WIN',
      });
    });

    it('should play and settle a battle whose deadline was only learnt from the end of its gameweek', async () => {
      const battle = await kit.acceptedBattle(ann, bob);
      const unaccepted = await kit.created(cat);
      await t.finishGameweek(1);
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'COMPLETED', result: 'DRAW' });
      expect((await kit.battle(cat, unaccepted.id))!.status).toBe('EXPIRED');
    });
  });

  it('should change nothing when every event is delivered again', async () => {
    const won = await kit.acceptedBattle(ann, bob);
    const cancelled = await kit.created(cat);
    await kit.hold(cancelled.id, cat);
    await kit.cancel(cat, cancelled.id);
    const refused = await kit.created(bob);
    await kit.refuse(refused.id, bob, 1);
    const expired = await kit.created(cat);
    await kit.hold(expired.id, cat);
    await kickOff();
    await t.finishGameweek(1);
    await play([8, 2], true);
    expect((await kit.battle(ann, won.id))!.result).toBe('WIN');

    const snapshot = async () => ({
      battles: await t.dataSource.query('SELECT * FROM battle ORDER BY id'),
      stakes: await t.dataSource.query('SELECT * FROM battle_stake ORDER BY id'),
      published: await t.dataSource.query('SELECT id, type, payload FROM outbox_event ORDER BY sequence'),
    });
    const before = await snapshot();
    expect(before.published.length).toBeGreaterThan(0);
    await t.redeliverAll();
    expect(await snapshot()).toEqual(before);
  });
});
