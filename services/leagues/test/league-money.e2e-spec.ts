import { randomUUID } from 'node:crypto';
import { leagueSuite } from './league-world';
import { JOIN_LEAGUE, LEAGUES } from './operations/leagues.operations';

// Prize pools and entry fees are held by spl-rewards, played here on the test bus (CompetitionStakeHeld
// / CompetitionStakeRefused), and paid out or released at the end.
describe('leagues subgraph: entry fees, prize pools and prizes', () => {
  const s = leagueSuite();
  let ann: string;
  let bob: string;
  let cat: string;
  let dan: string;

  beforeEach(() => {
    [ann, bob, cat, dan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  });

  const payloads = async (type: string) => (await s.world.recorded(type)).map((event) => event.payload);
  const stakeIdsOf = async (...managers: string[]) =>
    Promise.all(managers.map(async (manager) => (await s.world.stakeOf(manager)).stakeId));

  /**
   * Plays gameweeks with each manager's points per gameweek, final once the gameweek finished (or,
   * `finishedLast`, before GameweekFinished arrives).
   */
  const play = async (points: Record<string, number[]>, { finishedLast = false } = {}) => {
    const gameweeks = Object.values(points)[0]!.length;
    for (let gameweek = 1; gameweek <= gameweeks; gameweek++) {
      for (const manager of Object.keys(points)) await s.t.lockLineup(manager, gameweek);
      await s.t.passDeadline(gameweek);
      if (!finishedLast) await s.t.finishGameweek(gameweek);
      for (const [manager, figures] of Object.entries(points))
        await s.t.scorePoints(manager, gameweek, figures[gameweek - 1]!, true);
      if (finishedLast) await s.t.finishGameweek(gameweek);
    }
    await s.t.settleLeagues();
  };

  describe('entry fees', () => {
    it('should take no seat while the fee is held, then seat the member', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 50 });
      const pending = await s.world.join(bob, league.id);
      expect(pending).toMatchObject({ status: 'PENDING', league: { memberCount: 1 } });
      expect(await s.world.recorded('CompetitionStakeRequested')).toEqual([
        {
          type: 'CompetitionStakeRequested',
          aggregateId: bob,
          payload: expect.objectContaining({
            managerId: bob,
            competitionId: league.id,
            purpose: 'league_entry_fee',
            amount: 50,
          }),
        },
      ]);
      expect((await payloads('LeagueMemberJoined')).map((p) => p.managerId)).toEqual([ann]);

      await s.world.hold(bob);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 2,
        pot: 50,
        myMembership: { id: pending.id, status: 'ACTIVE' },
      });
      expect((await payloads('LeagueMemberJoined')).map((p) => [p.managerId, p.memberCount])).toEqual([
        [ann, 1],
        [bob, 2],
      ]);
    });

    it('should give the last seat to the first fee held, whoever asked first, and give the other fee back', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 50, maxParticipants: 2 });
      // Bob holds no SPL: his join waits, and waits again, without keeping the seat from Cat.
      const bobs = await s.world.join(bob, league.id);
      await s.world.refuse(bob, 0);
      await s.world.join(bob, league.id);
      expect(await s.world.join(cat, league.id)).toMatchObject({
        status: 'PENDING',
        league: { memberCount: 1, status: 'OPEN' },
      });
      await s.world.hold(cat);
      expect(await s.world.league(cat, league.id)).toMatchObject({
        memberCount: 2,
        status: 'CLOSED',
        myMembership: { status: 'ACTIVE' },
      });
      await s.world.hold(bob);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 2,
        pot: 50,
        myMembership: {
          id: bobs.id,
          status: 'REFUSED',
          refusal: 'This league is full: your entry fee was given back',
        },
      });
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({
          competitionId: league.id,
          reason: 'league_join_withdrawn',
          stakeIds: await stakeIdsOf(bob),
        }),
      ]);
      expect((await payloads('LeagueMemberJoined')).map((p) => p.managerId)).toEqual([ann, cat]);
    });

    it('should give back a fee held once the league has started', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 50 });
      await s.world.join(bob, league.id);
      await s.t.passDeadline(1);
      await s.world.hold(bob);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 1,
        myMembership: {
          status: 'REFUSED',
          refusal: 'This league has started: your entry fee was given back',
        },
      });
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({ reason: 'league_join_withdrawn', stakeIds: await stakeIdsOf(bob) }),
      ]);
    });

    it('should refuse a manager a 4th join waiting for its fee, and take it once one is answered', async () => {
      const leagues = [];
      for (let i = 0; i < 4; i++) leagues.push(await s.world.createLeague(ann, { entryFee: 10 }));
      for (const league of leagues.slice(0, 3)) await s.world.join(bob, league.id);
      const refused = await s.world.call(bob, JOIN_LEAGUE, { leagueId: leagues[3].id });
      expect(refused.errors?.[0]).toMatchObject({
        message:
          'You already have 3 pending league joins open, the most one manager may have. Finish or cancel one first.',
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_OPEN', retryAfterSeconds: 5 },
      });
      expect(await s.world.league(bob, leagues[3].id)).toMatchObject({ myMembership: null });
      await s.world.refuse(bob, 0);
      expect(await s.world.join(bob, leagues[3].id)).toMatchObject({ status: 'PENDING' });
    });

    it('should tell a manager whose fee only locked bonus SPL could pay that it unlocks as he plays', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 50, maxParticipants: 2 });
      await s.world.join(bob, league.id);
      await s.world.refuse(bob, 1000, 20);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 1,
        myMembership: {
          status: 'REFUSED',
          refusal:
            'Only 20 SPL of your balance can pay other managers yet: bonus SPL unlocks as you play gameweeks',
        },
      });
    });

    it('should free the seat with the reason when the fee is refused, and take a new try', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 50, maxParticipants: 2 });
      const pending = await s.world.join(bob, league.id);
      await s.world.refuse(bob, 20);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 1,
        status: 'OPEN',
        pot: 0,
        myMembership: {
          id: pending.id,
          status: 'REFUSED',
          refusal: 'Entry fee 50 SPL is more than your balance of 20 SPL',
        },
      });
      expect(await s.world.join(bob, league.id)).toMatchObject({
        id: pending.id,
        status: 'PENDING',
        refusal: null,
      });
      await s.world.hold(bob);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        memberCount: 2,
        myMembership: { status: 'ACTIVE' },
      });
    });
  });

  describe('prize pools', () => {
    it('should open the league once the pool is held', async () => {
      const league = await s.world.createLeague(ann, { prizePool: 100, firstPrize: 60 });
      await s.world.hold(ann);
      expect(await s.world.league(ann, league.id)).toMatchObject({
        phase: 'UPCOMING',
        status: 'OPEN',
        pot: 100,
      });
      expect((await s.world.ok(null, LEAGUES)).leagues.total).toBe(1);
    });

    it('should cancel the league when the pool is refused, releasing the entry fees already held', async () => {
      const league = await s.world.createLeague(ann, { prizePool: 500, entryFee: 10 });
      await s.world.join(bob, league.id);
      await s.world.hold(bob);
      await s.world.refuse(ann, 100);
      expect(await s.world.league(ann, league.id)).toMatchObject({ phase: 'CANCELLED', status: 'CLOSED' });
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({
          competitionId: league.id,
          reason: 'league_cancelled',
          stakeIds: await stakeIdsOf(bob),
        }),
      ]);
      expect(await payloads('LeagueFinished')).toEqual([
        expect.objectContaining({ leagueId: league.id, cancelled: true, standings: [] }),
      ]);
    });

    it('should release an entry fee held after its league was cancelled, and free the seat', async () => {
      const league = await s.world.createLeague(ann, { prizePool: 500, entryFee: 10 });
      await s.world.join(bob, league.id);
      await s.world.refuse(ann, 100);
      expect(await payloads('CompetitionReleaseRequested')).toEqual([]);
      await s.world.hold(bob);
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({ reason: 'league_cancelled', stakeIds: await stakeIdsOf(bob) }),
      ]);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        myMembership: { status: 'REFUSED', refusal: 'The league ended before your entry fee was held' },
      });
    });
  });

  describe('the end of a league', () => {
    it('should pay 1st, 2nd and 3rd their prizes and the winner the rest once the last gameweek is final', async () => {
      const league = await s.world.createLeague(ann, {
        prizePool: 100,
        firstPrize: 50,
        secondPrize: 30,
        thirdPrize: 10,
        entryFee: 20,
        startGameweek: 1,
        endGameweek: 2,
      });
      await s.world.hold(ann);
      for (const manager of [bob, cat, dan]) {
        await s.world.join(manager, league.id);
        await s.world.hold(manager);
      }
      // Bob and Cat tie on 25: Cat scored more in the last gameweek. Ann and Dan tie on 20 likewise.
      await play({ [ann]: [10, 10], [bob]: [20, 5], [cat]: [15, 10], [dan]: [15, 5] });

      const stakes = await s.world.recorded('CompetitionStakeRequested');
      expect(await payloads('CompetitionPayoutRequested')).toEqual([
        {
          settlementId: expect.any(String),
          competitionId: league.id,
          reason: 'league_prizes',
          stakeIds: stakes.map((stake) => stake.payload.stakeId),
          payees: [
            { managerId: cat, amount: 120 },
            { managerId: bob, amount: 30 },
            { managerId: ann, amount: 10 },
          ],
          requestedAt: expect.any(String),
        },
      ]);
      // Keyed by the league; the payees share exactly what the stakes hold.
      expect((await s.world.recorded('CompetitionPayoutRequested'))[0]!.aggregateId).toBe(league.id);
      const total = stakes.reduce((sum, stake) => sum + stake.payload.amount, 0);
      expect(total).toBe(160);
      expect((await payloads('LeagueFinished'))[0]).toMatchObject({
        cancelled: false,
        standings: [
          { managerId: cat, rank: 1, points: 25, prize: 120 },
          { managerId: bob, rank: 2, points: 25, prize: 30 },
          { managerId: ann, rank: 3, points: 20, prize: 10 },
          { managerId: dan, rank: 4, points: 20, prize: 0 },
        ],
      });
      expect(await s.world.league(ann, league.id)).toMatchObject({
        phase: 'FINISHED',
        status: 'CLOSED',
        pot: 160,
        standings: [
          { rank: 1, manager: { id: cat }, points: 25, lastGameweekPoints: 10, prize: 120 },
          { rank: 2, manager: { id: bob }, points: 25, lastGameweekPoints: 5, prize: 30 },
          { rank: 3, manager: { id: ann }, points: 20, lastGameweekPoints: 10, prize: 10 },
          { rank: 4, manager: { id: dan }, points: 20, lastGameweekPoints: 5, prize: 0 },
        ],
        gameweeks: [
          {
            gameweek: 1,
            final: true,
            scores: [
              { manager: { id: bob }, points: 20 },
              expect.anything(),
              expect.anything(),
              { manager: { id: ann }, points: 10 },
            ],
          },
          {
            gameweek: 2,
            final: true,
            scores: expect.arrayContaining([{ manager: { id: cat }, points: 10 }]),
          },
        ],
      });
      await s.t.redeliverAll();
      await s.t.settleLeagues();
      expect(await payloads('CompetitionPayoutRequested')).toHaveLength(1);
      expect(await payloads('LeagueFinished')).toHaveLength(1);

      // Pages of the table and of the history keep a large league within the gateway's query cost.
      const paged = `query ($id: ID!, $limit: Int!) {
        league(id: $id) {
          standings(limit: 2, offset: 1) { rank }
          gameweeks(limit: 1) { gameweek scores(limit: $limit) { points } }
        }
      }`;
      expect((await s.world.ok(ann, paged, { id: league.id, limit: 2 })).league).toEqual({
        standings: [{ rank: 2 }, { rank: 3 }],
        gameweeks: [{ gameweek: 2, scores: [{ points: 10 }, { points: 10 }] }],
      });
      expect(await s.world.refused(ann, paged, { id: league.id, limit: 101 })).toEqual([
        'BAD_USER_INPUT',
        'limit must be between 1 and 100',
      ]);
    });

    it('should pay nothing until every member with a lineup has a final figure', async () => {
      const league = await s.world.createLeague(ann, { startGameweek: 1, endGameweek: 1 });
      await s.world.join(bob, league.id);
      await s.world.join(cat, league.id); // Cat fields no lineup: 0 points, final with the gameweek.
      await s.t.lockLineup(ann, 1);
      await s.t.lockLineup(bob, 1);
      await s.t.passDeadline(1);
      await s.t.scorePoints(ann, 1, 3);
      await s.t.finishGameweek(1);
      await s.t.scorePoints(ann, 1, 4, true);
      await s.t.settleLeagues();
      expect(await s.world.league(ann, league.id)).toMatchObject({
        phase: 'RUNNING',
        gameweeks: [{ final: false }],
      });
      await s.t.scorePoints(bob, 1, 2, true);
      await s.t.settleLeagues();
      expect(await s.world.league(ann, league.id)).toMatchObject({
        phase: 'FINISHED',
        standings: [{ manager: { id: ann } }, { manager: { id: bob } }, { manager: { id: cat }, points: 0 }],
      });
      // A free league holds no stakes: nothing to pay out.
      expect(await payloads('CompetitionPayoutRequested')).toEqual([]);
    });

    it("should give an empty place's prize to the winner", async () => {
      const league = await s.world.createLeague(ann, {
        prizePool: 100,
        firstPrize: 50,
        secondPrize: 30,
        thirdPrize: 10,
        startGameweek: 1,
        endGameweek: 1,
      });
      await s.world.hold(ann);
      await s.world.join(bob, league.id);
      // The final figures come before the gameweek's end: GameweekFinished settles the league.
      await play({ [ann]: [1], [bob]: [9] }, { finishedLast: true });
      expect((await payloads('CompetitionPayoutRequested'))[0].payees).toEqual([
        { managerId: bob, amount: 70 },
        { managerId: ann, amount: 30 },
      ]);
    });

    it('should cancel a league that ends with fewer than 2 members and release every stake', async () => {
      const league = await s.world.createLeague(ann, {
        prizePool: 40,
        firstPrize: 40,
        entryFee: 5,
        startGameweek: 1,
        endGameweek: 1,
      });
      await s.world.hold(ann);
      await s.world.join(bob, league.id);
      await s.world.refuse(bob, 0);
      await play({ [ann]: [6] });
      expect(await payloads('CompetitionPayoutRequested')).toEqual([]);
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({
          competitionId: league.id,
          reason: 'league_too_few_members',
          stakeIds: await stakeIdsOf(ann),
        }),
      ]);
      expect((await payloads('LeagueFinished'))[0]).toMatchObject({
        cancelled: true,
        standings: [{ managerId: ann, rank: 1, points: 6, prize: 0 }],
      });
      expect(await s.world.league(ann, league.id)).toMatchObject({ phase: 'CANCELLED', status: 'CLOSED' });
    });

    it('should release an entry fee held after the league finished', async () => {
      const league = await s.world.createLeague(ann, { entryFee: 5, startGameweek: 1, endGameweek: 1 });
      await s.world.join(cat, league.id);
      await s.world.hold(cat);
      await s.world.join(bob, league.id);
      await play({ [ann]: [6], [cat]: [2] });
      expect(await s.world.league(ann, league.id)).toMatchObject({ phase: 'FINISHED' });
      await s.world.hold(bob);
      expect(await payloads('CompetitionReleaseRequested')).toEqual([
        expect.objectContaining({ reason: 'league_join_withdrawn', stakeIds: await stakeIdsOf(bob) }),
      ]);
    });
  });

  it('should change nothing when spl-rewards answers again', async () => {
    const league = await s.world.createLeague(ann, { entryFee: 50 });
    await s.world.join(bob, league.id);
    await s.world.hold(bob);
    await s.world.refuse(bob, 0); // a late, contradictory answer for the same stake
    await s.t.redeliverAll();
    expect(await s.world.league(bob, league.id)).toMatchObject({
      memberCount: 2,
      pot: 50,
      myMembership: { status: 'ACTIVE' },
    });
    expect(await payloads('LeagueMemberJoined')).toHaveLength(2);
  });
});
