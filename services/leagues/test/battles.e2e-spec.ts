import { randomUUID } from 'node:crypto';
import { gameweekDeadlinePassed, sqlStatementsDuring } from '@sfl/testing';
import { type BattleJson, battlesWorld, errorOf } from './battles-test-kit';

// Challenging, accepting and cancelling head-to-head battles through GraphQL (docs/battles.md).
describe('leagues subgraph: battles', () => {
  const w = battlesWorld();

  const battleCount = async () =>
    ((await w.t.dataSource.query('SELECT count(*)::int AS n FROM battle')) as { n: number }[])[0]!.n;

  describe('createBattle', () => {
    it('should open a challenge in the next gameweek for 25 SPL by default, and ask spl-rewards to hold the wager', async () => {
      const battle = await w.kit.created(w.ann);
      expect(battle).toMatchObject({
        challenger: { id: w.ann },
        opponent: null,
        invited: null,
        status: 'PENDING',
        wager: 25,
        prize: 50,
        gameweek: 1,
        acceptBy: w.t.plannedDeadline(1).toISOString(),
        challengerScore: null,
        opponentScore: null,
        result: null,
        funded: false,
        refusal: null,
        settledAt: null,
      });
      expect(await w.kit.stakeRequests()).toEqual([
        expect.objectContaining({
          managerId: w.ann,
          competitionId: battle.id,
          purpose: 'battle_wager',
          amount: 25,
        }),
      ]);

      await w.kit.hold(battle.id, w.ann);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'PENDING', funded: true });
    });

    it('should play in the lowest gameweek whose deadline has not passed', async () => {
      await w.t.passDeadline(1);
      await w.t.passDeadline(2);
      expect((await w.kit.created(w.ann, { wager: 40 })).gameweek).toBe(3);
    });

    it('should say so when the season has no gameweek left, or none is known yet', async () => {
      await w.t.reset();
      const dan = await w.t.registerManager();
      const noGameweek = {
        message: 'No gameweek is left to play a battle in: the season has no gameweek ahead',
        code: 'CONFLICT',
      };
      expect(errorOf(await w.kit.create(dan))).toEqual(noGameweek);
      await w.t.startSeason(1, 2);
      await w.t.passDeadline(1);
      await w.t.passDeadline(2);
      expect(errorOf(await w.kit.create(dan))).toEqual(noGameweek);
      expect(await battleCount()).toBe(0);
      expect(await w.kit.stakeRequests()).toEqual([]);
    });

    it('should send a challenge to a manager named in any case, who alone sees it among the battles to accept', async () => {
      const battle = await w.kit.created(w.ann, { opponentUsername: '  bobjones ', wager: 100 });
      expect(battle).toMatchObject({ invited: { id: w.bob }, opponent: null, wager: 100, prize: 200 });
      expect((await w.kit.openBattles(w.bob)).map((b) => b.id)).toEqual([battle.id]);
      expect(await w.kit.openBattles(w.cat)).toEqual([]);
      expect(await w.kit.openBattles(w.ann)).toEqual([]);
    });

    it('should record BattleChallenged for a challenge sent to a manager, none for an open one', async () => {
      const sent = await w.kit.created(w.ann, { opponentUsername: 'bobjones', wager: 40 });
      await w.kit.created(w.ann);
      expect(await w.kit.outbox('BattleChallenged')).toEqual([
        {
          battleId: sent.id,
          challengerId: w.ann,
          opponentId: w.bob,
          gameweek: 1,
          wager: 40,
          challengedAt: sent.createdAt,
        },
      ]);
    });

    it("should take '' and spaces as an open challenge", async () => {
      expect((await w.kit.created(w.ann, { opponentUsername: '' })).invited).toBeNull();
      expect((await w.kit.created(w.ann, { opponentUsername: '   ', wager: null })).wager).toBe(25);
      expect(await w.kit.openBattles(w.cat)).toHaveLength(2);
    });

    it('should accept a wager of 10 and of 1,000 SPL', async () => {
      expect((await w.kit.created(w.ann, { wager: 10 })).prize).toBe(20);
      expect((await w.kit.created(w.ann, { wager: 1000 })).prize).toBe(2000);
    });

    it.each([
      [{ wager: 9 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: 1001 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: 0 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ wager: -25 }, 'Wager must be between 10 and 1,000 SPL', 'BAD_USER_INPUT'],
      [{ opponentUsername: 'nobody' }, 'No manager is called nobody', 'NOT_FOUND'],
      [{ opponentUsername: 'ANNSMITH' }, 'You cannot battle yourself', 'BAD_USER_INPUT'],
    ])('should refuse %j and save nothing', async (input, message, code) => {
      expect(errorOf(await w.kit.create(w.ann, input))).toEqual({ message, code });
      expect(await battleCount()).toBe(0);
      expect(await w.kit.stakeRequests()).toEqual([]);
    });

    it('should refuse a wager that is not a whole number', async () => {
      const answer = await w.kit.create(w.ann, { wager: 12.5 });
      expect(answer.errors).toBeDefined();
      expect(await battleCount()).toBe(0);
    });
  });

  describe('acceptBattle', () => {
    it('should make the caller the opponent while their matching wager is held, then ACCEPTED', async () => {
      const battle = await w.kit.created(w.ann, { wager: 50 });
      await w.kit.hold(battle.id, w.ann);
      const taken = await w.kit.accepted(w.bob, battle.id);
      expect(taken).toMatchObject({ status: 'PENDING', opponent: { id: w.bob }, funded: false });
      expect(await w.kit.stakeRequests()).toEqual([
        expect.objectContaining({ managerId: w.ann, amount: 50 }),
        expect.objectContaining({
          managerId: w.bob,
          competitionId: battle.id,
          purpose: 'battle_wager',
          amount: 50,
        }),
      ]);
      // Taken: nobody else sees it to accept, and the challenger cannot cancel it any more.
      expect(await w.kit.openBattles(w.cat)).toEqual([]);

      await w.kit.hold(battle.id, w.bob);
      expect(await w.kit.battle(w.cat, battle.id)).toMatchObject({
        status: 'ACCEPTED',
        funded: true,
        opponent: { id: w.bob },
      });
    });

    it("should wait for the challenger's wager too when it is accepted first", async () => {
      const battle = await w.kit.created(w.ann);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.hold(battle.id, w.bob);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'PENDING', funded: false });
      expect(await w.kit.outbox('BattleAccepted')).toEqual([]);
      await w.kit.hold(battle.id, w.ann);
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({ status: 'ACCEPTED', funded: true });
    });

    it('should record BattleAccepted once, when both wagers are held; none for a refused taker', async () => {
      const battle = await w.kit.created(w.ann, { wager: 30 });
      await w.kit.hold(battle.id, w.ann);
      await w.kit.accepted(w.cat, battle.id);
      await w.kit.refuse(battle.id, w.cat, 5);
      expect(await w.kit.outbox('BattleAccepted')).toEqual([]);
      await w.kit.accepted(w.bob, battle.id);
      await w.kit.hold(battle.id, w.bob);
      expect(await w.kit.outbox('BattleAccepted')).toEqual([
        {
          battleId: battle.id,
          challengerId: w.ann,
          opponentId: w.bob,
          gameweek: 1,
          wager: 30,
          acceptedAt: expect.any(String),
        },
      ]);
    });

    it('should let only the named manager accept a challenge sent to them', async () => {
      const battle = await w.kit.created(w.ann, { opponentUsername: 'BobJones' });
      expect(errorOf(await w.kit.accept(w.cat, battle.id))).toEqual({
        message: 'This battle was sent to another manager',
        code: 'FORBIDDEN',
      });
      expect((await w.kit.accepted(w.bob, battle.id)).opponent).toEqual({ id: w.bob });
    });

    it('should refuse your own battle, an unknown one, one already taken and one no longer pending', async () => {
      const battle = await w.kit.created(w.ann);
      expect(errorOf(await w.kit.accept(w.ann, battle.id))).toEqual({
        message: 'You cannot accept your own battle',
        code: 'BAD_USER_INPUT',
      });
      for (const id of [randomUUID(), 'not-an-id'])
        expect(errorOf(await w.kit.accept(w.bob, id))).toEqual({
          message: 'No such battle',
          code: 'NOT_FOUND',
        });

      await w.kit.accepted(w.bob, battle.id);
      expect(errorOf(await w.kit.accept(w.cat, battle.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });

      const cancelled = await w.kit.created(w.ann);
      await w.kit.cancel(w.ann, cancelled.id);
      expect(errorOf(await w.kit.accept(w.bob, cancelled.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });
      // Only the one accept asked for a wager.
      expect((await w.kit.stakeRequests()).filter((request) => request.managerId !== w.ann)).toHaveLength(1);
    });

    it("should refuse a battle whose gameweek's deadline has passed", async () => {
      const battle = await w.kit.created(w.ann);
      await w.t.passDeadline(1);
      expect(errorOf(await w.kit.accept(w.bob, battle.id))).toEqual({
        message: 'This battle is no longer open',
        code: 'CONFLICT',
      });
      expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({ status: 'EXPIRED', opponent: null });
    });

    it('should leave no battle waiting for a gameweek whose deadline passed while it was being made or accepted', async () => {
      const open = await w.kit.created(w.ann);
      const challengers = await Promise.all(Array.from({ length: 10 }, () => w.t.registerManager()));
      const deadline = await w.t.record(...gameweekDeadlinePassed(1));
      const answers = await Promise.all([
        ...challengers.map((challenger) => w.kit.create(challenger)),
        w.kit.accept(w.cat, open.id),
      ]);
      await w.t.applied([deadline]);
      const battles = (await w.t.dataSource.query('SELECT gameweek, status FROM battle')) as {
        gameweek: number;
        status: string;
      }[];
      expect(battles).toHaveLength(11);
      for (const battle of battles) expect([battle.gameweek, battle.status]).not.toEqual([1, 'PENDING']);
      expect(answers.filter((answer) => answer.errors).map(errorOf)).toEqual(
        answers.at(-1)!.errors ? [{ message: 'This battle is no longer open', code: 'CONFLICT' }] : [],
      );
    });

    it('should give an open challenge to exactly one of 20 managers accepting it at once', async () => {
      const battle = await w.kit.created(w.ann);
      await w.kit.hold(battle.id, w.ann);
      const takers = await Promise.all(Array.from({ length: 20 }, () => w.t.registerManager()));
      const answers = await Promise.all(takers.map((taker) => w.kit.accept(taker, battle.id)));
      const won = answers.filter((answer) => !answer.errors);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.errors))
        expect(errorOf(lost)).toEqual({ message: 'This battle is no longer open', code: 'CONFLICT' });
      const winner = (won[0]!.data!.acceptBattle as BattleJson).opponent!.id;
      expect((await w.kit.battle(null, battle.id))!.opponent).toEqual({ id: winner });
      expect((await w.kit.stakeRequests()).map((request) => request.managerId)).toEqual([w.ann, winner]);
    });
  });

  describe('cancelBattle', () => {
    it('should cancel a funded challenge nobody accepted and release the wager once', async () => {
      const battle = await w.kit.created(w.ann, { wager: 30 });
      await w.kit.hold(battle.id, w.ann);
      const body = await w.kit.cancel(w.ann, battle.id);
      expect(body.errors).toBeUndefined();
      expect(body.data!.cancelBattle).toMatchObject({ status: 'CANCELLED', settledAt: expect.any(String) });
      const { stakeId } = await w.kit.stakeOf(battle.id, w.ann);
      expect(await w.kit.outbox('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({
          competitionId: battle.id,
          reason: 'battle_cancelled',
          stakeIds: [stakeId],
        }),
      ]);
      expect(await w.kit.outbox('BattleSettled')).toEqual([
        expect.objectContaining({ battleId: battle.id, outcome: 'cancelled', opponentId: null, wager: 30 }),
      ]);
      expect(await w.kit.openBattles(w.bob)).toEqual([]);

      expect(errorOf(await w.kit.cancel(w.ann, battle.id))).toEqual({
        message: 'This battle can no longer be cancelled',
        code: 'CONFLICT',
      });
      expect(await w.kit.outbox('CompetitionReleaseRequested')).toHaveLength(1);
    });

    it('should let only the challenger cancel, and only before anyone accepts', async () => {
      const battle = await w.kit.created(w.ann);
      expect(errorOf(await w.kit.cancel(w.bob, battle.id))).toEqual({
        message: 'Only the challenger can cancel this battle',
        code: 'FORBIDDEN',
      });
      expect(errorOf(await w.kit.cancel(w.ann, randomUUID()))).toEqual({
        message: 'No such battle',
        code: 'NOT_FOUND',
      });
      expect(errorOf(await w.kit.cancel(w.ann, 'nope'))).toEqual({
        message: 'No such battle',
        code: 'NOT_FOUND',
      });

      await w.kit.accepted(w.bob, battle.id);
      expect(errorOf(await w.kit.cancel(w.ann, battle.id))).toEqual({
        message: 'This battle can no longer be cancelled',
        code: 'CONFLICT',
      });
      expect(await w.kit.battle(w.ann, battle.id)).toMatchObject({
        status: 'PENDING',
        opponent: { id: w.bob },
      });
      expect(await w.kit.outbox('CompetitionReleaseRequested')).toEqual([]);
    });
  });

  describe('queries', () => {
    it('should list my created and accepted battles newest first, and the open ones others may accept', async () => {
      const first = await w.kit.created(w.ann);
      const second = await w.kit.created(w.bob, { opponentUsername: 'CatBrown' });
      const third = await w.kit.created(w.cat);
      await w.kit.accepted(w.ann, third.id);

      expect((await w.kit.myBattles(w.ann)).map((b) => b.id)).toEqual([third.id, first.id]);
      expect((await w.kit.myBattles(w.bob)).map((b) => b.id)).toEqual([second.id]);
      expect((await w.kit.myBattles(w.cat)).map((b) => b.id)).toEqual([third.id]);
      expect((await w.kit.openBattles(w.cat)).map((b) => b.id)).toEqual([second.id, first.id]);
      expect((await w.kit.openBattles(w.bob)).map((b) => b.id)).toEqual([first.id]);
      expect(await w.kit.openBattles(w.ann)).toEqual([]);
      expect(await w.kit.battle(null, randomUUID())).toBeNull();
      expect(await w.kit.battle(null, 'nope')).toBeNull();
    });

    it("should resolve a request's battle references with one query on battles", async () => {
      const ids = [
        (await w.kit.created(w.ann)).id,
        (await w.kit.created(w.bob)).id,
        (await w.kit.created(w.cat)).id,
      ];
      const { result, statements } = await sqlStatementsDuring(w.t.dataSource, () =>
        w.kit.ok<unknown[]>(
          null,
          `query Refs($representations: [_Any!]!) { _entities(representations: $representations) {
            ... on Battle { id wager } } }`,
          { representations: [...ids, 'nope'].map((id) => ({ __typename: 'Battle', id })) },
        ),
      );
      expect(result).toEqual([...ids.map((id) => ({ id, wager: expect.any(Number) })), null]);
      expect(statements.filter((sql) => /FROM "battle"/.test(sql))).toHaveLength(1);
    });

    it('should ask who is signing in for everything but reading one battle', async () => {
      const battle = await w.kit.created(w.ann);
      const answers = [
        await w.kit.create(null, {}),
        await w.kit.accept(null, battle.id),
        await w.kit.cancel(null, battle.id),
        await w.kit.call(null, '{ myBattles { id } }'),
        await w.kit.call(null, '{ openBattles { id } }'),
      ];
      for (const answer of answers) expect(errorOf(answer).code).toBe('UNAUTHENTICATED');
      expect((await w.kit.battle(null, battle.id))!.status).toBe('PENDING');
      expect(await battleCount()).toBe(1);
    });
  });
});
