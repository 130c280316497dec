import { sqlStatementsDuring } from '@sfl/testing';
import { DEFAULT_LEAGUES_LIMITS } from '../src/config/leagues.config';
import { CREATE_LEAGUE, LEAGUES } from './operations/leagues.operations';
import { leagueSuite } from './league-world';

const INVITE_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

describe('leagues subgraph: creating a league', () => {
  const s = leagueSuite({ season: false });
  let ann: string;
  let bob: string;

  beforeEach(async () => {
    ann = await s.t.registerManager('ann');
    bob = await s.t.registerManager('bob');
  });

  const leagueRows = async () => (await s.t.dataSource.query('SELECT count(*)::int AS n FROM league'))[0].n;

  describe('in a scheduled season', () => {
    beforeEach(() => s.t.startSeason(1, 38));

    it('should create an open league of the next 4 gameweeks with the creator as its only member', async () => {
      const league = await s.world.createLeague(ann, { name: '  Sunday League  ' });
      expect(league).toMatchObject({
        name: 'Sunday League',
        description: '',
        prizeDetails: '',
        maxParticipants: 20,
        memberCount: 1,
        entryFee: 0,
        prizePool: 0,
        firstPrize: 0,
        secondPrize: 0,
        thirdPrize: 0,
        pot: 0,
        startGameweek: 1,
        endGameweek: 4,
        startDate: s.t.plannedDeadline(1).toISOString(),
        endDate: s.t.plannedDeadline(4).toISOString(),
        status: 'OPEN',
        phase: 'UPCOMING',
        championship: false,
        creator: { id: ann },
        myMembership: { status: 'ACTIVE', refusal: null },
      });
      expect(league.inviteCode).toMatch(INVITE_CODE);
      expect((await s.world.recorded()).map((event) => [event.type, event.payload])).toEqual([
        [
          'LeagueCreated',
          expect.objectContaining({ leagueId: league.id, creatorId: ann, championship: false }),
        ],
        [
          'LeagueMemberJoined',
          expect.objectContaining({ leagueId: league.id, managerId: ann, memberCount: 1 }),
        ],
      ]);
    });

    it("should resolve a request's league references with one query on leagues", async () => {
      const carl = await s.t.registerManager('carl');
      const ids: string[] = [];
      for (const creator of [ann, bob, carl]) ids.push((await s.world.createLeague(creator)).id as string);
      const { result, statements } = await sqlStatementsDuring(s.t.dataSource, () =>
        s.world.ok(
          null,
          `query Refs($representations: [_Any!]!) { _entities(representations: $representations) {
            ... on League { id memberCount } } }`,
          { representations: [...ids, 'not-a-uuid'].map((id) => ({ __typename: 'League', id })) },
        ),
      );
      expect(result._entities).toEqual([...ids.map((id) => ({ id, memberCount: 1 })), null]);
      expect(statements.filter((sql) => /FROM "league"/.test(sql))).toHaveLength(1);
    });

    it('should keep every term given', async () => {
      const terms = {
        name: 'Cup',
        description: 'Friends only',
        maxParticipants: 8,
        entryFee: 10,
        prizePool: 100,
        firstPrize: 50,
        secondPrize: 30,
        thirdPrize: 20,
        prizeDetails: 'Winner takes the rest',
        startGameweek: 3,
        endGameweek: 10,
      };
      expect(await s.world.createLeague(ann, terms)).toMatchObject(terms);
    });

    it('should give each league its own invite code, shown to its members only', async () => {
      const first = await s.world.createLeague(ann);
      const second = await s.world.createLeague(ann);
      expect(first.inviteCode).not.toEqual(second.inviteCode);
      expect(await s.world.league(bob, first.id)).toMatchObject({ inviteCode: null, myMembership: null });
      expect(await s.world.league(null, first.id)).toMatchObject({ inviteCode: null, myMembership: null });
      expect(await s.world.league(ann, first.id)).toMatchObject({ inviteCode: first.inviteCode });
    });

    it('should map dates to gameweeks by their planned deadlines', async () => {
      const hour = 60 * 60_000;
      const league = await s.world.createLeague(ann, {
        startDate: new Date(s.t.plannedDeadline(3).getTime() - hour).toISOString(),
        endDate: new Date(s.t.plannedDeadline(6).getTime() + hour).toISOString(),
      });
      expect(league).toMatchObject({ startGameweek: 3, endGameweek: 6 });
      // Empty fields of the form are no dates.
      expect(await s.world.createLeague(ann, { startDate: '', endDate: ' ' })).toMatchObject({
        startGameweek: 1,
        endGameweek: 4,
      });
    });

    it("should end a league with no end given at the season's last gameweek at the latest", async () => {
      expect(await s.world.createLeague(ann, { startGameweek: 37 })).toMatchObject({ endGameweek: 38 });
    });

    it('should start from the next gameweek once deadlines passed, and refuse an earlier start', async () => {
      await s.t.passDeadline(1);
      await s.t.passDeadline(2);
      expect(await s.world.createLeague(ann)).toMatchObject({ startGameweek: 3, endGameweek: 6 });
      expect(
        await s.world.refused(ann, CREATE_LEAGUE, { input: { name: 'Late', startGameweek: 2 } }),
      ).toEqual(['BAD_USER_INPUT', 'The league must start at gameweek 3 or later']);
    });

    it('should ask spl-rewards to hold a prize pool and keep the league off the list while it is', async () => {
      const league = await s.world.createLeague(ann, { prizePool: 100, firstPrize: 100 });
      expect(league).toMatchObject({ phase: 'FUNDING', pot: 0 });
      expect(await s.world.stakeOf(ann)).toMatchObject({
        managerId: ann,
        competitionId: league.id,
        purpose: 'league_prize_pool',
        amount: 100,
      });
      expect((await s.world.ok(bob, LEAGUES)).leagues).toEqual({ total: 0, items: [] });
    });

    it('should refuse a manager past the league creation quota, refused calls counted, creating nothing', async () => {
      const { limit } = DEFAULT_LEAGUES_LIMITS.leagueCreateQuota;
      for (let call = 0; call < limit; call++)
        expect(await s.world.refused(ann, CREATE_LEAGUE, { input: { name: ' ' } })).toEqual([
          'BAD_USER_INPUT',
          'League name is required',
        ]);
      const body = await s.world.call(ann, CREATE_LEAGUE, { input: { name: 'Sunday League' } });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Too many leagues created\. Try again in \d+ seconds?\.$/),
          extensions: expect.objectContaining({
            code: 'TOO_MANY_REQUESTS',
            reason: 'RATE_LIMITED',
            retryAfterSeconds: expect.any(Number),
          }),
        }),
      ]);
      expect(await leagueRows()).toBe(0);
      expect(await s.world.recorded()).toEqual([]);
      await s.world.createLeague(bob);
    });

    it('should refuse a manager who has as many open leagues as he may, until one of them ends', async () => {
      const cap = DEFAULT_LEAGUES_LIMITS.maxOpenCreatedLeagues;
      expect(cap).toBeLessThan(DEFAULT_LEAGUES_LIMITS.leagueCreateQuota.limit);
      await s.world.createLeague(ann, { prizePool: 100, firstPrize: 100 });
      for (let league = 1; league < cap; league++) await s.world.createLeague(ann);
      const body = await s.world.call(ann, CREATE_LEAGUE, { input: { name: 'One Too Many' } });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `You already have ${cap} leagues you created open, the most one manager may have. Finish or cancel one first.`,
          extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_OPEN' }),
        }),
      ]);
      expect(await leagueRows()).toBe(cap);
      // Another manager is not held back by ann's leagues.
      await s.world.createLeague(bob);
      // Ann's prize pool is refused: that league is cancelled, and she may create another.
      await s.world.refuse(ann, 0);
      await s.world.createLeague(ann, { name: 'Second Try' });
      expect(await leagueRows()).toBe(cap + 2);
    });

    it("should let only one of two simultaneous creations take a manager's last open league", async () => {
      const cap = DEFAULT_LEAGUES_LIMITS.maxOpenCreatedLeagues;
      for (let league = 1; league < cap; league++) await s.world.createLeague(ann);
      const bodies = await Promise.all(
        ['Left', 'Right'].map((name) => s.world.call(ann, CREATE_LEAGUE, { input: { name } })),
      );
      expect(bodies.filter((body) => body.errors === undefined)).toHaveLength(1);
      expect(bodies.flatMap((body) => body.errors ?? []).map((e) => e.extensions.reason)).toEqual([
        'TOO_MANY_OPEN',
      ]);
      expect(await leagueRows()).toBe(cap);
    });

    it.each([
      ['League name is required', { name: '   ' }, 'BAD_USER_INPUT'],
      ['League name must be at most 60 characters', { name: 'x'.repeat(61) }, 'BAD_USER_INPUT'],
      ['Description must be at most 500 characters', { description: 'x'.repeat(501) }, 'BAD_USER_INPUT'],
      ['Prize details must be at most 500 characters', { prizeDetails: 'x'.repeat(501) }, 'BAD_USER_INPUT'],
      ['Max participants must be between 2 and 100', { maxParticipants: 1 }, 'BAD_USER_INPUT'],
      ['Max participants must be between 2 and 100', { maxParticipants: 101 }, 'BAD_USER_INPUT'],
      ['Entry fee cannot be negative', { entryFee: -1 }, 'BAD_USER_INPUT'],
      ['Prize pool cannot be negative', { prizePool: -1 }, 'BAD_USER_INPUT'],
      ['First prize cannot be negative', { firstPrize: -1 }, 'BAD_USER_INPUT'],
      ['Second prize cannot be negative', { secondPrize: -1 }, 'BAD_USER_INPUT'],
      ['Third prize cannot be negative', { thirdPrize: -1 }, 'BAD_USER_INPUT'],
      [
        'Prizes cannot exceed the prize pool',
        { prizePool: 100, firstPrize: 60, secondPrize: 30, thirdPrize: 20 },
        'BAD_USER_INPUT',
      ],
      ['Prizes cannot exceed the prize pool', { firstPrize: 1 }, 'BAD_USER_INPUT'],
      [
        'Give the start as a gameweek or as a date, not both',
        { startGameweek: 2, startDate: '2030-01-01' },
        'BAD_USER_INPUT',
      ],
      [
        'Give the end as a gameweek or as a date, not both',
        { endGameweek: 5, endDate: '2030-01-01' },
        'BAD_USER_INPUT',
      ],
      ['startDate must be an ISO date or date-time', { startDate: 'next tuesday' }, 'BAD_USER_INPUT'],
      ['endDate must be an ISO date or date-time', { endDate: '2030-13-45' }, 'BAD_USER_INPUT'],
      [
        'The end gameweek cannot be before the start gameweek',
        { startGameweek: 5, endGameweek: 4 },
        'BAD_USER_INPUT',
      ],
      ["The league must run within this season's gameweeks (1 to 38)", { endGameweek: 39 }, 'BAD_USER_INPUT'],
      [
        "The league must run within this season's gameweeks (1 to 38)",
        { startGameweek: 40, endGameweek: 41 },
        'BAD_USER_INPUT',
      ],
      [
        'No gameweek of the season starts on or after the start date',
        { startDate: '2999-01-01' },
        'BAD_USER_INPUT',
      ],
      [
        'No gameweek of the season starts on or before the end date',
        { endDate: '2000-01-01' },
        'BAD_USER_INPUT',
      ],
    ])('should answer %p to a bad input and save nothing', async (message, input, code) => {
      expect(await s.world.refused(ann, CREATE_LEAGUE, { input: { name: 'L', ...input } })).toEqual([
        code,
        message,
      ]);
      expect(await leagueRows()).toBe(0);
      expect(await s.world.recorded()).toEqual([]);
    });

    it('should refuse a caller who is not signed in', async () => {
      expect(await s.world.refused(null, CREATE_LEAGUE, { input: { name: 'L' } })).toEqual([
        'UNAUTHENTICATED',
        'Sign in first',
      ]);
      expect(await leagueRows()).toBe(0);
    });

    it('should list the leagues one may look for, newest first, a page at a time', async () => {
      const first = await s.world.createLeague(ann, { name: 'First' });
      const second = await s.world.createLeague(bob, { name: 'Second' });
      const third = await s.world.createLeague(ann, { name: 'Third' });
      expect((await s.world.ok(null, LEAGUES)).leagues).toEqual({
        total: 3,
        items: [third, second, first].map(({ id, name }) => ({
          id,
          name,
          status: 'OPEN',
          phase: 'UPCOMING',
        })),
      });
      expect((await s.world.ok(null, LEAGUES, { limit: 1, offset: 1 })).leagues).toMatchObject({
        total: 3,
        items: [{ id: second.id }],
      });
    });
  });

  it('should refuse a league before the season is scheduled', async () => {
    expect(await s.world.refused(ann, CREATE_LEAGUE, { input: { name: 'Early' } })).toEqual([
      'CONFLICT',
      'No gameweek is open for a new league: the season has not been scheduled yet',
    ]);
  });

  it('should leave the dates null, and refuse dates, until the gameweeks are scheduled', async () => {
    await s.t.startSeason(1, 38, { scheduled: false });
    expect(await s.world.createLeague(ann)).toMatchObject({
      startDate: null,
      endDate: null,
      startGameweek: 1,
    });
    expect(
      await s.world.refused(ann, CREATE_LEAGUE, { input: { name: 'L', startDate: '2030-01-01' } }),
    ).toEqual(['BAD_USER_INPUT', 'No gameweek of the season starts on or after the start date']);
  });
});
