import { until } from '@sfl/testing';
import { eventually } from '../world/services-world';
import { CompetitionWorld } from './competition-world';
import {
  CREATE_LEAGUE,
  JOIN_BY_CODE,
  JOIN_LEAGUE,
  LEAGUE,
  LEAGUE_MEMBERSHIP,
  LEAGUES,
  MY_LEAGUES,
} from './competition-operations';

interface Membership {
  id: string;
  status: 'PENDING' | 'ACTIVE' | 'REFUSED';
  refusal: string | null;
}

const PRIZES = { prizePool: 600, firstPrize: 300, secondPrize: 150, thirdPrize: 50 };
const ENTRY_FEE = 1_200;
// Registering earns Early Adopter's 1,000 SPL, bonus SPL that pays no other manager before he plays
// (spl-rewards' docs/ledger.md): joiners and creators are granted what they stake as earned SPL.
const FEE_MONEY = ENTRY_FEE;

// A league's prize pool and entry fees held, paid out or given back: leagues asks, spl-rewards moves
// the SPL in its ledger and answers, each through the other's events on one bus.
describe('competition money across leagues and spl-rewards', () => {
  let world: CompetitionWorld;
  // What the competitions not settled yet hold: ESCROW after each test.
  let stillHeld = 0;

  beforeAll(async () => {
    world = await CompetitionWorld.start();
  });
  afterAll(() => world.close());
  afterEach(() => world.expectLedgerBalanced(stillHeld));

  const leagueSeenBy = async (caller: string | null, id: string) =>
    (await world.leaguesData(caller, LEAGUE, { id })).league;
  const createLeague = async (creator: string, input: Record<string, unknown>) =>
    (await world.leaguesData(creator, CREATE_LEAGUE, { input: { name: 'Harbour Cup', ...input } }))
      .createLeague;
  /** The league once its phase is no longer `phase`. */
  const leagueAfter = (phase: string, id: string) =>
    eventually(
      `the league to leave ${phase}`,
      () => leagueSeenBy(null, id),
      (league) => league.phase !== phase,
    );
  /** The league once settled: leagues settles it in a round of its own after the last gameweek is final. */
  const leagueSettled = (id: string) =>
    eventually(
      'the league to be settled',
      () => leagueSeenBy(null, id),
      (league) => league.phase === 'FINISHED' || league.phase === 'CANCELLED',
    );
  /** The manager's membership once spl-rewards answered for its entry fee. */
  const settledMembership = (manager: string, pending: Membership): Promise<Membership> =>
    eventually(
      'the entry fee to be answered',
      async () => (await world.leaguesData(manager, LEAGUE_MEMBERSHIP, { id: pending.id })).leagueMembership,
      (membership) => membership.status !== 'PENDING',
    );
  const managersWith = (count: number, grant: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const manager = await world.registerManager();
        if (grant > 0) await world.grant(manager, grant);
        return manager;
      }),
    );
  const joinByCode = async (manager: string, code: string): Promise<Membership> =>
    (await world.leaguesData(manager, JOIN_BY_CODE, { code })).joinLeagueByCode;

  // Its tests follow one league in order: funded, filled, played and paid.
  describe('a league with a prize pool and entry fees', () => {
    let creator: string;
    let leagueId: string;
    // The league's ACTIVE members, in the order they joined (the creator first).
    const members: string[] = [];
    // Managers who asked to join and were refused or turned away: their SPL ends where it was.
    const outsiders: string[] = [];

    it("should hold the creator's prize pool and each joiner's entry fee, and refuse a joiner short of SPL with nothing moved and their seat freed", async () => {
      [creator] = await managersWith(1, PRIZES.prizePool);
      const joiners = await managersWith(4, FEE_MONEY);
      const [short] = await managersWith(1, 0);
      const before = await world.balancesOf([creator!, ...joiners, short!]);
      expect(before.get(short!)).toBeLessThan(ENTRY_FEE);

      const created = await createLeague(creator!, {
        ...PRIZES,
        entryFee: ENTRY_FEE,
        maxParticipants: 8,
        startGameweek: 1,
        endGameweek: 2,
      });
      leagueId = created.id;
      expect(created).toMatchObject({ phase: 'FUNDING', pot: 0, memberCount: 1 });
      expect(await leagueAfter('FUNDING', leagueId)).toMatchObject({
        phase: 'UPCOMING',
        pot: PRIZES.prizePool,
      });
      members.push(creator!);

      // Two by the league's id, two by its invite code as the creator shares it; the short one by code.
      const code = (created.inviteCode as string).toLowerCase();
      const joined = await Promise.all(
        joiners.map(async (joiner, n) => {
          const answer =
            n % 2 === 0
              ? (await world.leaguesData(joiner, JOIN_LEAGUE, { id: leagueId })).joinLeague
              : await joinByCode(joiner, ` ${code} `);
          expect(answer.status).toBe('PENDING');
          return settledMembership(joiner, answer);
        }),
      );
      expect(joined.map(({ status }) => status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE']);
      members.push(...joiners);

      const refused = await settledMembership(short!, await joinByCode(short!, code));
      expect(refused).toMatchObject({
        status: 'REFUSED',
        refusal: `Entry fee ${ENTRY_FEE} SPL is more than your balance of ${before.get(short!)} SPL`,
      });
      outsiders.push(short!);

      expect(await leagueSeenBy(short!, leagueId)).toMatchObject({
        memberCount: 5,
        status: 'OPEN',
        pot: PRIZES.prizePool + 4 * ENTRY_FEE,
        inviteCode: null,
      });
      expect((await world.leaguesData(short!, MY_LEAGUES)).myLeagues).toEqual([]);
      await world.expectBalancesMoved(
        before,
        new Map([[creator!, -PRIZES.prizePool], ...joiners.map((joiner) => [joiner, -ENTRY_FEE] as const)]),
      );
      stillHeld = PRIZES.prizePool + 4 * ENTRY_FEE;
    });

    it('should seat the first 3 of 15 managers whose fees are held for the last 3 seats, turn the others away and give back the fees held for them', async () => {
      const crowd = await managersWith(15, FEE_MONEY);
      const before = await world.balancesOf([...members, ...crowd]);

      // Funds before seat: a join waits for its fee and the first fees held take the seats; a join
      // asked once they are taken is refused at once.
      const answers = await Promise.all(
        crowd.map((manager) => world.callLeagues(manager, JOIN_LEAGUE, { id: leagueId })),
      );
      const waiting = crowd.filter((_, n) => answers[n]!.data);
      for (const answer of answers.filter(({ errors }) => errors))
        expect(answer.errors).toMatchObject([
          { message: 'This league is full', extensions: { code: 'CONFLICT' } },
        ]);
      const settled = await Promise.all(
        waiting.map((manager) =>
          settledMembership(manager, answers[crowd.indexOf(manager)]!.data!.joinLeague),
        ),
      );
      const seated = waiting.filter((_, n) => settled[n]!.status === 'ACTIVE');
      expect(seated).toHaveLength(3);
      for (const membership of settled.filter(({ status }) => status !== 'ACTIVE'))
        expect(membership).toMatchObject({
          status: 'REFUSED',
          refusal: 'This league is full: your entry fee was given back',
        });
      members.push(...seated);
      outsiders.push(...crowd.filter((manager) => !seated.includes(manager)));

      expect(await leagueSeenBy(null, leagueId)).toMatchObject({
        memberCount: 8,
        status: 'CLOSED',
        pot: PRIZES.prizePool + 7 * ENTRY_FEE,
      });
      // The fees held for no seat go back once spl-rewards applied the release.
      await eventually(
        'the turned-away fees to be given back',
        () => world.balancesOf([...members, ...crowd]),
        (balances) =>
          crowd.every((manager) => seated.includes(manager) || balances.get(manager) === before.get(manager)),
      );
      await world.expectBalancesMoved(before, new Map(seated.map((manager) => [manager, -ENTRY_FEE])));
      stillHeld = PRIZES.prizePool + 7 * ENTRY_FEE;
    });

    it('should pay 1st, 2nd and 3rd their prizes and the winner the rest of the pot once the league is played, once, and make the winner League Champion once', async () => {
      const [second, a, b, winner, c, third, d, e] = members as [string, ...string[]];
      // Second and third are level on points: second scored more in the last gameweek. Everyone stays
      // under Century Club's 100 points, so the prizes and League Champion are all that is paid.
      const points = new Map<string, number[]>([
        [winner!, [45, 40]],
        [second, [20, 30]],
        [third!, [30, 20]],
        [a!, [10, 10]],
        [b!, [5, 5]],
        [c!, [0, 0]],
        [d!, [15, 5]],
        [e!, [1, 2]],
      ]);
      const before = await world.balancesOf([...members, ...outsiders]);
      const issuedBefore = (await world.audit()).issued;
      const pot = PRIZES.prizePool + 7 * ENTRY_FEE;
      const winnings = pot - PRIZES.secondPrize - PRIZES.thirdPrize;

      await world.play(1, points);

      const finished = await leagueSettled(leagueId);
      expect(finished).toMatchObject({ phase: 'FINISHED', status: 'CLOSED', pot });
      expect(finished.standings.slice(0, 4)).toEqual([
        { rank: 1, manager: { id: winner }, points: 85, lastGameweekPoints: 40, prize: winnings },
        { rank: 2, manager: { id: second }, points: 50, lastGameweekPoints: 30, prize: 150 },
        { rank: 3, manager: { id: third }, points: 50, lastGameweekPoints: 20, prize: 50 },
        { rank: 4, manager: { id: a }, points: 20, lastGameweekPoints: 10, prize: 0 },
      ]);
      expect((await world.leaguesData(winner!, MY_LEAGUES)).myLeagues).toEqual([
        { id: leagueId, rank: 1, points: 85, status: 'CLOSED', phase: 'FINISHED' },
      ]);

      stillHeld = 0;
      await world.expectLedgerBalanced();
      await until('League Champion', async () =>
        (await world.unlockedAchievements(winner!)).includes('league-champion'),
      );
      const champion = 2_000;
      const paid = new Map([
        [winner!, winnings + champion],
        [second, PRIZES.secondPrize],
        [third!, PRIZES.thirdPrize],
      ]);
      await world.expectBalancesMoved(before, paid);
      // Exactly the pot left ESCROW; only League Champion was issued.
      expect((await world.audit()).issued - issuedBefore).toBe(champion);
      for (const member of members.filter((member) => member !== winner))
        expect(await world.unlockedAchievements(member)).not.toContain('league-champion');

      // Delivered again, and again with spl-rewards' markers of the payout and the end gone.
      const after = await world.balancesOf([...members, ...outsiders]);
      await world.redeliver();
      await world.redeliver({ markersOf: ['CompetitionPayoutRequested', 'LeagueFinished'] });
      expect(await world.balancesOf([...members, ...outsiders])).toEqual(after);
      expect((await world.audit()).issued - issuedBefore).toBe(champion);
      expect((await leagueSeenBy(null, leagueId)).standings[0].prize).toBe(winnings);
    });
  });

  it('should cancel a league that ends with fewer than 2 members and give its stakes back', async () => {
    const [creator] = await managersWith(1, 400);
    const [short] = await managersWith(1, 0);
    const before = await world.balancesOf([creator!, short!]);
    const { id, inviteCode } = await createLeague(creator!, {
      prizePool: 400,
      firstPrize: 400,
      entryFee: 2_000,
      startGameweek: 3,
      endGameweek: 3,
    });
    await leagueAfter('FUNDING', id);
    const refused = await settledMembership(short!, await joinByCode(short!, inviteCode));
    expect(refused.status).toBe('REFUSED');
    await world.expectBalancesMoved(before, new Map([[creator!, -400]]));
    await world.expectLedgerBalanced(400);

    await world.passDeadline(3);
    await world.finishGameweek(3);

    expect(await leagueSettled(id)).toMatchObject({ phase: 'CANCELLED', status: 'CLOSED' });
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, new Map());
    expect(await world.unlockedAchievements(creator!)).not.toContain('league-champion');
  });

  it('should cancel a league whose prize pool is refused, and move nothing', async () => {
    const [creator, joiner] = await managersWith(2, 0);
    const before = await world.balancesOf([creator!, joiner!]);
    const issuedBefore = (await world.audit()).issued;

    const { id } = await createLeague(creator!, { prizePool: before.get(creator!)! + 1 });

    expect(await leagueAfter('FUNDING', id)).toMatchObject({ phase: 'CANCELLED', status: 'CLOSED', pot: 0 });
    const answer = await world.callLeagues(joiner!, JOIN_LEAGUE, { id });
    expect(answer.errors).toMatchObject([
      { message: 'This league takes no more members', extensions: { code: 'CONFLICT' } },
    ]);
    const listed = (await world.leaguesData(null, LEAGUES)).leagues.items as { id: string }[];
    expect(listed.map((league) => league.id)).not.toContain(id);
    await world.expectBalancesMoved(before, new Map());
    expect((await world.audit()).issued).toBe(issuedBefore);
  });
});
