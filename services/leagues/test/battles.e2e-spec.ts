import { randomUUID } from 'node:crypto';
import { type BattleJson, battlesKit, errorOf } from './battles-test-kit';
import { type LeaguesTestApp, startLeaguesTestApp } from './leagues-test-app';

// Challenging, accepting and cancelling head-to-head battles through GraphQL (docs/battles.md).
describe('leagues subgraph: battles', () => {
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

  const battleCount = async () =>
    ((await t.dataSource.query('SELECT count(*)::int AS n FROM battle')) as { n: number }[])[0]!.n;

  describe('createBattle', () => {
    it('should open a challenge in the next gameweek for 25 SPL by default, and ask spl-rewards to hold the wager', async () => {
      const battle = await kit.created(ann);
      expect(battle).toMatchObject({
        challenger: { id: ann },
        opponent: null,
        invited: null,
        status: 'PENDING',
        wager: 25,
        prize: 50,
        gameweek: 1,
        acceptBy: t.plannedDeadline(1).toISOString(),
        challengerScore: null,
        opponentScore: null,
        result: null,
        funded: false,
        refusal: null,
        settledAt: null,
      });
      expect(await kit.stakeRequests()).toEqual([
        expect.objectContaining({
          managerId: ann,
          competitionId: battle.id,
          purpose: 'battle_wager',
          amount: 25,
        }),
      ]);

      await kit.hold(battle.id, ann);
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'PENDING', funded: true });
    });

    it('should play in the lowest gameweek whose deadline has not passed', async () => {
      await t.passDeadline(1);
      await t.passDeadline(2);
      expect((await kit.created(ann, { wager: 40 })).gameweek).toBe(3);
    });

    it('should say so when the season has no gameweek left, or none is known yet', async () => {
      await t.reset();
      const dan = await t.registerManager();
      const noGameweek = {
        message: 'No gameweek is left to play a battle in: the season has no gameweek ahead',
        code: 'CONFLICT',
      };
      expect(errorOf(await kit.create(dan))).toEqual(noGameweek);
      await t.startSeason(1, 2);
      await t.passDeadline(1);
      await t.passDeadline(2);
      expect(errorOf(await kit.create(dan))).toEqual(noGameweek);
      expect(await battleCount()).toBe(0);
      expect(await kit.stakeRequests()).toEqual([]);
    });

    it('should send a challenge to a manager named in any case, who alone sees it among the battles to accept', async () => {
      const battle = await kit.created(ann, { opponentUsername: '  bobjones ', wager: 100 });
      expect(battle).toMatchObject({ invited: { id: bob }, opponent: null, wager: 100, prize: 200 });
      expect((await kit.openBattles(bob)).map((b) => b.id)).toEqual([battle.id]);
      expect(await kit.openBattles(cat)).toEqual([]);
      expect(await kit.openBattles(ann)).toEqual([]);
    });

    it("should take '' and spaces as an open challenge", async () => {
      expect((await kit.created(ann, { opponentUsername: '' })).invited).toBeNull();
      expect((await kit.created(ann, { opponentUsername: '   ', wager: null })).wager).toBe(25);
      expect(await kit.openBattles(cat)).toHaveLength(2);
    });

    it('should accept a wager of 10 and of 1,000 SPL', async () => {
      expect((await kit.created(ann, { wager: 10 })).prize).toBe(20);
      expect((await kit.created(ann, { wager: 1000 })).prize).toBe(2000);
    });

    it.each([
      [{ wager: 9 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: 1001 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: 0 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: -25 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ opponentUsername: 'nobody' }, 'No manager is called nobody', 'NOT_FOUND'],
      [{ opponentUsername: 'ANNSMITH' }, 'You cannot battle yourself', 'BAD_USER_INPUT'],
    ])('should refuse %j and save nothing', async (input, message, code) => {
      expect(errorOf(await kit.create(ann, input))).toEqual({ message, code });
      expect(await battleCount()).toBe(0);
      expect(await kit.stakeRequests()).toEqual([]);
    });

    it('should refuse a wager that is not a whole number', async () => {
      const answer = await kit.create(ann, { wager: 12.5 });
      expect(answer.errors).toBeDefined();
      expect(await battleCount()).toBe(0);
    });
  });

  describe('acceptBattle', () => {
    it('should make the caller the opponent while their matching wager is held, then ACCEPTED', async () => {
      const battle = await kit.created(ann, { wager: 50 });
      await kit.hold(battle.id, ann);
      const taken = await kit.accepted(bob, battle.id);
      expect(taken).toMatchObject({ status: 'PENDING', opponent: { id: bob }, funded: false });
      expect(await kit.stakeRequests()).toEqual([
        expect.objectContaining({ managerId: ann, amount: 50 }),
        expect.objectContaining({
          managerId: bob,
          competitionId: battle.id,
          purpose: 'battle_wager',
          amount: 50,
        }),
      ]);
      // Taken: nobody else sees it to accept, and the challenger cannot cancel it any more.
      expect(await kit.openBattles(cat)).toEqual([]);

      await kit.hold(battle.id, bob);
      expect(await kit.battle(cat, battle.id)).toMatchObject({
        status: 'ACCEPTED',
        funded: true,
        opponent: { id: bob },
      });
    });

    it("should wait for the challenger's wager too when it is accepted first", async () => {
      const battle = await kit.created(ann);
      await kit.accepted(bob, battle.id);
      await kit.hold(battle.id, bob);
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'PENDING', funded: false });
      await kit.hold(battle.id, ann);
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'ACCEPTED', funded: true });
    });

    it('should let only the named manager accept a challenge sent to them', async () => {
      const battle = await kit.created(ann, { opponentUsername: 'BobJones' });
      expect(errorOf(await kit.accept(cat, battle.id))).toEqual({
        message: 'This battle was sent to another manager',
        code: 'FORBIDDEN',
      });
      expect((await kit.accepted(bob, battle.id)).opponent).toEqual({ id: bob });
    });

    it('should refuse your own battle, an unknown one, one already taken and one no longer pending', async () => {
      const battle = await kit.created(ann);
      expect(errorOf(await kit.accept(ann, battle.id))).toEqual({
        message: 'You cannot accept your own battle',
        code: 'BAD_USER_INPUT',
      });
      for (const id of [randomUUID(), 'not-an-id'])
        expect(errorOf(await kit.accept(bob, id))).toEqual({ message: 'No such battle', code: 'NOT_FOUND' });

      await kit.accepted(bob, battle.id);
      expect(errorOf(await kit.accept(cat, battle.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });

      const cancelled = await kit.created(ann);
      await kit.cancel(ann, cancelled.id);
      expect(errorOf(await kit.accept(bob, cancelled.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });
      // Only the one accept asked for a wager.
      expect((await kit.stakeRequests()).filter((request) => request.managerId !== ann)).toHaveLength(1);
    });

    it("should refuse a battle whose gameweek's deadline has passed", async () => {
      const battle = await kit.created(ann);
      await t.passDeadline(1);
      expect(errorOf(await kit.accept(bob, battle.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });
      expect(await kit.battle(bob, battle.id)).toMatchObject({ status: 'EXPIRED', opponent: null });
    });

    it('should give an open challenge to exactly one of 20 managers accepting it at once', async () => {
      const battle = await kit.created(ann);
      await kit.hold(battle.id, ann);
      const takers = await Promise.all(Array.from({ length: 20 }, () => t.registerManager()));
      const answers = await Promise.all(takers.map((taker) => kit.accept(taker, battle.id)));
      const won = answers.filter((answer) => !answer.errors);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.errors))
        expect(errorOf(lost)).toEqual({ message: 'This battle is no longer open', code: 'CONFLICT' });
      const winner = (won[0]!.data!.acceptBattle as BattleJson).opponent!.id;
      expect((await kit.battle(null, battle.id))!.opponent).toEqual({ id: winner });
      expect((await kit.stakeRequests()).map((request) => request.managerId)).toEqual([ann, winner]);
    });
  });

  describe('cancelBattle', () => {
    it('should cancel a funded challenge nobody accepted and release the wager once', async () => {
      const battle = await kit.created(ann, { wager: 30 });
      await kit.hold(battle.id, ann);
      const body = await kit.cancel(ann, battle.id);
      expect(body.errors).toBeUndefined();
      expect(body.data!.cancelBattle).toMatchObject({ status: 'CANCELLED', settledAt: expect.any(String) });
      const { stakeId } = await kit.stakeOf(battle.id, ann);
      expect(await kit.outbox('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_cancelled',
          stakeIds: [stakeId],
        }),
      ]);
      expect(await kit.outbox('BattleSettled')).toEqual([
        expect.objectContaining({ battleId: battle.id, outcome: 'cancelled', opponentId: null, wager: 30 }),
      ]);
      expect(await kit.openBattles(bob)).toEqual([]);

      expect(errorOf(await kit.cancel(ann, battle.id))).toEqual({
        message: 'This battle can no longer be cancelled',
        code: 'CONFLICT',
      });
      expect(await kit.outbox('CompetitionReleaseRequested')).toHaveLength(1);
    });

    it('should let only the challenger cancel, and only before anyone accepts', async () => {
      const battle = await kit.created(ann);
      expect(errorOf(await kit.cancel(bob, battle.id))).toEqual({
        message: 'Only the challenger can cancel this battle',
        code: 'FORBIDDEN',
      });
      expect(errorOf(await kit.cancel(ann, randomUUID()))).toEqual({
        message: 'No such battle',
        code: 'NOT_FOUND',
      });
      expect(errorOf(await kit.cancel(ann, 'nope'))).toEqual({
        message: 'No such battle',
        code: 'NOT_FOUND',
      });

      await kit.accepted(bob, battle.id);
      expect(errorOf(await kit.cancel(ann, battle.id))).toEqual({
        message: 'This battle can no longer be cancelled',
        code: 'CONFLICT',
      });
      expect(await kit.battle(ann, battle.id)).toMatchObject({ status: 'PENDING', opponent: { id: bob } });
      expect(await kit.outbox('CompetitionReleaseRequested')).toEqual([]);
    });
  });

  describe('queries', () => {
    it('should list my created and accepted battles newest first, and the open ones others may accept', async () => {
      const first = await kit.created(ann);
      const second = await kit.created(bob, { opponentUsername: 'CatBrown' });
      const third = await kit.created(cat);
      await kit.accepted(ann, third.id);

      expect((await kit.myBattles(ann)).map((b) => b.id)).toEqual([third.id, first.id]);
      expect((await kit.myBattles(bob)).map((b) => b.id)).toEqual([second.id]);
      expect((await kit.myBattles(cat)).map((b) => b.id)).toEqual([third.id]);
      expect((await kit.openBattles(cat)).map((b) => b.id)).toEqual([second.id, first.id]);
      expect((await kit.openBattles(bob)).map((b) => b.id)).toEqual([first.id]);
      expect(await kit.openBattles(ann)).toEqual([]);
      expect(await kit.battle(null, randomUUID())).toBeNull();
      expect(await kit.battle(null, 'nope')).toBeNull();
    });

    it('should ask who is signing in for everything but reading one battle', async () => {
      const battle = await kit.created(ann);
      const answers = [
        await kit.create(null, {}),
        await kit.accept(null, battle.id),
        await kit.cancel(null, battle.id),
        await kit.call(null, '{ myBattles { id } }'),
        await kit.call(null, '{ openBattles { id } }'),
      ];
      for (const answer of answers) expect(errorOf(answer).code).toBe('UNAUTHENTICATED');
      expect((await kit.battle(null, battle.id))!.status).toBe('PENDING');
      expect(await battleCount()).toBe(1);
    });
  });
});
