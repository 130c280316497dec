import { randomUUID } from 'node:crypto';
import { DEFAULT_LEAGUES_LIMITS } from '../src/config/leagues.config';
import { type GraphQLAnswer, leagueSuite } from './league-world';
import {
  JOIN_BY_CODE,
  JOIN_LEAGUE,
  LEAGUE_MEMBERSHIP,
  LEAGUES,
  MY_LEAGUES,
} from './operations/leagues.operations';

describe('leagues subgraph: joining a league', () => {
  const s = leagueSuite();
  let ann: string;
  let bob: string;
  let cat: string;

  beforeEach(() => {
    [ann, bob, cat] = [randomUUID(), randomUUID(), randomUUID()];
  });

  const joinedEvents = async () =>
    (await s.world.recorded('LeagueMemberJoined')).map((event) => [
      event.payload.managerId,
      event.payload.memberCount,
    ]);

  it('should seat a manager by invite code in any case, with spaces around it', async () => {
    const league = await s.world.createLeague(ann);
    const membership = await s.world.joinByCode(bob, `  ${league.inviteCode.toLowerCase()} `);
    expect(membership).toMatchObject({
      status: 'ACTIVE',
      refusal: null,
      league: { id: league.id, memberCount: 2, status: 'OPEN' },
    });
    expect(await s.world.league(bob, league.id)).toMatchObject({
      inviteCode: league.inviteCode,
      myMembership: { id: membership.id, status: 'ACTIVE' },
    });
    expect(await joinedEvents()).toEqual([
      [ann, 1],
      [bob, 2],
    ]);
  });

  it('should seat a manager by the league id', async () => {
    const league = await s.world.createLeague(ann);
    expect(await s.world.join(bob, league.id)).toMatchObject({
      status: 'ACTIVE',
      league: { memberCount: 2 },
    });
  });

  describe('private leagues', () => {
    const listedTo = async (caller: string | null) =>
      (await s.world.ok(caller, LEAGUES)).leagues.items.map((league: { id: string }) => league.id);

    it('should admit by invite code only, and list it and show its code to its members only', async () => {
      const league = await s.world.createLeague(ann, { isPrivate: true });
      expect(league).toMatchObject({ isPrivate: true, inviteCode: expect.any(String) });
      expect(await s.world.refused(bob, JOIN_LEAGUE, { leagueId: league.id })).toEqual([
        'FORBIDDEN',
        'This league is private: join it with its invite code',
      ]);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        inviteCode: null,
        memberCount: 1,
        myMembership: null,
      });
      for (const caller of [bob, null]) expect(await listedTo(caller)).toEqual([]);
      expect(await listedTo(ann)).toEqual([league.id]);

      await s.world.joinByCode(bob, league.inviteCode);
      expect(await listedTo(bob)).toEqual([league.id]);
      expect(await s.world.league(bob, league.id)).toMatchObject({
        inviteCode: league.inviteCode,
        memberCount: 2,
      });
      expect(await listedTo(cat)).toEqual([]);
    });

    it('should keep a public league joinable by its id and listed to all', async () => {
      const league = await s.world.createLeague(ann);
      expect(league).toMatchObject({ isPrivate: false });
      expect(await listedTo(null)).toEqual([league.id]);
      expect(await s.world.join(bob, league.id)).toMatchObject({ status: 'ACTIVE' });
    });
  });

  describe('invite code guesses', () => {
    const perManager = DEFAULT_LEAGUES_LIMITS.codeFailureQuota.limit;
    const perAddress = DEFAULT_LEAGUES_LIMITS.addressCodeFailureQuota.limit;
    const [home, elsewhere] = ['198.51.100.7', '203.0.113.9'];
    /** A guess from `address` (the one every test call comes from when not given). */
    const guess = (caller: string, code: string, address?: string) =>
      s.world.call(caller, JOIN_BY_CODE, { code }, address);
    const wrongCodeFor = (...leagues: { inviteCode: string }[]) =>
      leagues.some((league) => league.inviteCode === 'ZZZZZZ') ? 'YYYYYY' : 'ZZZZZZ';
    const expectUnknown = async (answer: Promise<GraphQLAnswer>) =>
      expect((await answer).errors?.[0]?.message).toBe('No league has that invite code');
    /** Expects the refusal of the quota on wrong codes, `fromAddress` or the manager's own. */
    const expectRateLimited = async (answer: Promise<GraphQLAnswer>, fromAddress = false) => {
      const refused = (await answer).errors?.[0];
      expect(refused?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
      expect(refused?.extensions.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(refused?.message).toBe(
        `Too many wrong invite codes${fromAddress ? ' from this address' : ''}. Try again in ${refused?.extensions.retryAfterSeconds} seconds.`,
      );
    };
    /** `count` wrong guesses from `address` by fresh managers, each within its own quota. */
    const guessManyFrom = async (address: string, wrong: string, count: number) => {
      for (let i = 0; i < count; i += perManager) {
        const manager = randomUUID();
        for (let j = i; j < Math.min(i + perManager, count); j++)
          await expectUnknown(guess(manager, wrong, address));
      }
    };

    it('should refuse every code, the right one too, after 5 wrong ones, until the window passes', async () => {
      const league = await s.world.createLeague(ann, { isPrivate: true });
      const wrong = wrongCodeFor(league);
      for (let i = 0; i < 5; i++) await expectUnknown(guess(bob, wrong));
      for (const code of [wrong, league.inviteCode]) await expectRateLimited(guess(bob, code));
      expect(await s.world.league(ann, league.id)).toMatchObject({ memberCount: 1 });
      // Others guess on their own count.
      expect(await s.world.joinByCode(cat, league.inviteCode)).toMatchObject({ status: 'ACTIVE' });
    });

    it('should not count a right code as a wrong guess', async () => {
      const leagues = [await s.world.createLeague(ann), await s.world.createLeague(ann)];
      const wrong = wrongCodeFor(...leagues);
      for (let i = 0; i < 4; i++) await guess(bob, wrong);
      for (const league of leagues) await s.world.joinByCode(bob, league.inviteCode);
      await expectUnknown(guess(bob, wrong));
    });

    // One person with many accounts on one address gets one address's guesses, not each account's.
    it("should refuse every code from an address, the right one too, once its managers' wrong codes reach the address quota", async () => {
      const league = await s.world.createLeague(ann, { isPrivate: true });
      await guessManyFrom(home, wrongCodeFor(league), perAddress);
      // Bob has guessed nothing yet.
      for (const code of [wrongCodeFor(league), league.inviteCode])
        await expectRateLimited(guess(bob, code, home), true);
      expect(await s.world.league(ann, league.id)).toMatchObject({ memberCount: 1 });
      // Another address guesses on its own count.
      const other = await guess(cat, league.inviteCode, elsewhere);
      expect(other.data?.joinLeagueByCode).toMatchObject({ status: 'ACTIVE' });
    });

    it("should leave a manager's own count whole while his address refuses his guesses", async () => {
      const wrong = wrongCodeFor(await s.world.createLeague(ann));
      await guessManyFrom(home, wrong, perAddress);
      for (let i = 0; i < perManager; i++) await expectRateLimited(guess(bob, wrong, home), true);
      for (let i = 0; i < perManager; i++) await expectUnknown(guess(bob, wrong, elsewhere));
      await expectRateLimited(guess(bob, wrong, elsewhere));
    });

    it('should not count right codes against the address', async () => {
      const leagues = [await s.world.createLeague(ann), await s.world.createLeague(cat)];
      const wrong = wrongCodeFor(...leagues);
      await guessManyFrom(home, wrong, perAddress - 1);
      for (const league of leagues)
        expect((await guess(bob, league.inviteCode, home)).data?.joinLeagueByCode).toMatchObject({
          status: 'ACTIVE',
        });
      await expectUnknown(guess(randomUUID(), wrong, home));
      await expectRateLimited(guess(randomUUID(), wrong, home), true);
    });
  });

  it('should refuse a manager past 30 joins an hour, refused ones included', async () => {
    for (let i = 0; i < 30; i++)
      expect((await s.world.call(bob, JOIN_LEAGUE, { leagueId: randomUUID() })).errors?.[0]?.message).toBe(
        'No such league',
      );
    const league = await s.world.createLeague(ann);
    for (const [query, variables] of [
      [JOIN_LEAGUE, { leagueId: league.id }],
      [JOIN_BY_CODE, { code: league.inviteCode }],
    ] as const)
      expect((await s.world.call(bob, query, variables)).errors?.[0]?.extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        reason: 'RATE_LIMITED',
      });
    expect(await s.world.league(ann, league.id)).toMatchObject({ memberCount: 1 });
  });

  it.each([
    ['', 'BAD_USER_INPUT', 'Invite code is required'],
    ['   ', 'BAD_USER_INPUT', 'Invite code is required'],
    ['ZZZZZZ', 'NOT_FOUND', 'No league has that invite code'],
  ])('should refuse the code %p', async (code, errorCode, message) => {
    await s.world.createLeague(ann);
    expect(await s.world.refused(bob, JOIN_BY_CODE, { code })).toEqual([errorCode, message]);
  });

  it.each([randomUUID(), 'not-an-id'])('should answer NOT_FOUND for the league %p', async (leagueId) => {
    expect(await s.world.refused(bob, JOIN_LEAGUE, { leagueId })).toEqual(['NOT_FOUND', 'No such league']);
  });

  it('should refuse a member, the creator included, a second seat', async () => {
    const league = await s.world.createLeague(ann);
    await s.world.join(bob, league.id);
    for (const manager of [ann, bob])
      expect(await s.world.refused(manager, JOIN_LEAGUE, { leagueId: league.id })).toEqual([
        'CONFLICT',
        'You are already a member of this league',
      ]);
    expect(await s.world.league(ann, league.id)).toMatchObject({ memberCount: 2 });
  });

  it('should close a full league', async () => {
    const league = await s.world.createLeague(ann, { maxParticipants: 2 });
    await s.world.join(bob, league.id);
    expect(await s.world.refused(cat, JOIN_BY_CODE, { code: league.inviteCode })).toEqual([
      'CONFLICT',
      'This league is full',
    ]);
    expect(await s.world.league(cat, league.id)).toMatchObject({
      memberCount: 2,
      status: 'CLOSED',
      myMembership: null,
    });
  });

  it('should close a league whose first gameweek has started', async () => {
    const league = await s.world.createLeague(ann);
    await s.t.passDeadline(1);
    expect(await s.world.refused(bob, JOIN_LEAGUE, { leagueId: league.id })).toEqual([
      'CONFLICT',
      'This league has started',
    ]);
    expect(await s.world.league(bob, league.id)).toMatchObject({
      status: 'CLOSED',
      phase: 'RUNNING',
      memberCount: 1,
    });
  });

  it('should give the last seat to exactly one of 20 managers joining at once', async () => {
    const league = await s.world.createLeague(ann, { maxParticipants: 2 });
    const managers = Array.from({ length: 20 }, () => randomUUID());
    const answers = await Promise.all(
      managers.map((manager) => s.world.call(manager, JOIN_LEAGUE, { leagueId: league.id })),
    );
    const seated = answers.filter((answer) => answer.data?.joinLeague?.status === 'ACTIVE');
    const full = answers.filter((answer) => answer.errors?.[0]?.message === 'This league is full');
    expect([seated.length, full.length]).toEqual([1, 19]);
    expect(await s.world.league(ann, league.id)).toMatchObject({ memberCount: 2, status: 'CLOSED' });
    expect(await joinedEvents()).toHaveLength(2);
  });

  it('should refuse callers who are not signed in', async () => {
    const league = await s.world.createLeague(ann);
    expect(await s.world.refused(null, JOIN_LEAGUE, { leagueId: league.id })).toEqual([
      'UNAUTHENTICATED',
      'Sign in first',
    ]);
    expect(await s.world.refused(null, JOIN_BY_CODE, { code: league.inviteCode })).toEqual([
      'UNAUTHENTICATED',
      'Sign in first',
    ]);
    expect(await s.world.refused(null, MY_LEAGUES)).toEqual(['UNAUTHENTICATED', 'Sign in first']);
  });

  it('should show a membership to its manager only', async () => {
    const league = await s.world.createLeague(ann);
    const membership = await s.world.join(bob, league.id);
    expect((await s.world.ok(bob, LEAGUE_MEMBERSHIP, { id: membership.id })).leagueMembership).toMatchObject({
      id: membership.id,
      status: 'ACTIVE',
      league: { id: league.id },
    });
    expect((await s.world.ok(ann, LEAGUE_MEMBERSHIP, { id: membership.id })).leagueMembership).toBeNull();
    expect((await s.world.ok(ann, LEAGUE_MEMBERSHIP, { id: 'nope' })).leagueMembership).toBeNull();
  });

  it('should list my leagues with my rank and points, running ones first', async () => {
    const upcoming = await s.world.createLeague(ann, { name: 'Later', startGameweek: 3 });
    const running = await s.world.createLeague(bob, { name: 'Now' });
    await s.world.join(ann, running.id);
    await s.world.createLeague(cat, { name: 'Not mine' });
    await s.t.lockLineup(ann, 1);
    await s.t.lockLineup(bob, 1);
    await s.t.passDeadline(1);
    await s.t.scorePoints(ann, 1, 8);
    await s.t.scorePoints(bob, 1, 12);
    expect((await s.world.ok(ann, MY_LEAGUES)).myLeagues).toEqual([
      { id: running.id, name: 'Now', rank: 2, points: 8, status: 'CLOSED', phase: 'RUNNING' },
      { id: upcoming.id, name: 'Later', rank: 1, points: 0, status: 'OPEN', phase: 'UPCOMING' },
    ]);
  });
});
