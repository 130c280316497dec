import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import { DEFAULT_CHAMPIONSHIP_QUOTAS } from '../src/config/championships.config';
import { championshipsAppPerSuite, type ChampionshipsTestApp } from './championships-test-app';
import {
  BEFORE_SEASON,
  dataOf,
  errorOf,
  gameweekLive,
  manager,
  recorded,
  startSeason,
} from './championship-world';
import {
  type ChampionshipView,
  championshipOperation,
  championshipsOperation,
  type PageVariables,
  type PreRegistrationView,
  preRegisterOperation,
} from './operations/championships.operations';

const MINUTE_MS = 60_000;

interface Registered {
  preRegisterForChampionship: { updated: boolean; preRegistration: PreRegistrationView };
}

describe('championships subgraph: pre-registration', () => {
  let t: ChampionshipsTestApp;
  // The default "Test Championship GW 3-5": open until gameweek 1 goes live.
  let open: ChampionshipView;

  const suite = championshipsAppPerSuite(BEFORE_SEASON);
  beforeEach(async () => {
    t = suite.t;
    await startSeason(t);
    const { championships } = await dataOf<{ championships: ChampionshipView[] }>(
      t,
      championshipsOperation(),
    );
    open = championships.find((c) => c.startGameweek === 3)!;
  });

  const championship = async (caller = manager(), page: PageVariables = {}) =>
    (await dataOf<{ championship: ChampionshipView }>(t, championshipOperation(open.id, page), caller))
      .championship;
  const preRegister = async (caller: ReturnType<typeof manager>, input: Record<string, unknown> = {}) =>
    (await dataOf<Registered>(t, preRegisterOperation(open.id, input), caller)).preRegisterForChampionship;
  const registeredEvents = async () => (await recorded(t, 'ChampionshipPreRegistered')).map((e) => e.payload);

  it('should pre-register a manager with the defaults, and show it as theirs', async () => {
    const me = manager();
    const result = await preRegister(me);
    expect(result).toEqual({
      updated: false,
      preRegistration: {
        id: expect.any(String),
        manager: { id: me.userId },
        teamName: '',
        preferredFormation: '4-4-2',
        notificationPreferences: { email: true, push: false },
        registeredAt: BEFORE_SEASON.toISOString(),
      },
    });
    expect(await championship(me)).toMatchObject({
      preRegistrationCount: 1,
      preRegistrations: [result.preRegistration],
      myPreRegistration: result.preRegistration,
    });
    expect((await championship()).myPreRegistration).toBeNull();
    expect(await registeredEvents()).toEqual([
      {
        championshipId: open.id,
        managerId: me.userId,
        teamName: '',
        preferredFormation: '4-4-2',
        notificationPreferences: { email: true, push: false },
        updated: false,
        registeredAt: BEFORE_SEASON.toISOString(),
      },
    ]);
  });

  it('should update a second pre-registration of the same manager, answering updated', async () => {
    const me = manager();
    const first = await preRegister(me, { teamName: 'Red Lions' });
    t.clock.now += MINUTE_MS;
    const second = await preRegister(me, {
      teamName: '  Blue Lions  ',
      preferredFormation: '5-4-1',
      notificationPreferences: { email: false, push: true },
    });
    expect(second).toEqual({
      updated: true,
      preRegistration: {
        ...first.preRegistration,
        teamName: 'Blue Lions',
        preferredFormation: '5-4-1',
        notificationPreferences: { email: false, push: true },
      },
    });
    expect((await championship(me)).preRegistrationCount).toBe(1);
    expect((await registeredEvents()).map((e) => [e.teamName, e.updated, e.notificationPreferences])).toEqual(
      [
        ['Red Lions', false, { email: true, push: false }],
        ['Blue Lions', true, { email: false, push: true }],
      ],
    );
  });

  // Two transactions at once need a real server: the embedded engine runs one at a time.
  if (process.env.TEST_DATABASE_URL) {
    it('should keep one pre-registration when the same manager sends two at once', async () => {
      const me = manager();
      const results = await Promise.all([preRegister(me), preRegister(me, { teamName: 'Twice' })]);
      expect(results.map((r) => r.updated).sort()).toEqual([false, true]);
      expect(new Set(results.map((r) => r.preRegistration.id)).size).toBe(1);
      expect((await championship(me)).preRegistrationCount).toBe(1);
    });
  }

  it('should list pre-registrations most recent first, one page at a time as asked', async () => {
    const managers = [manager(), manager(), manager(), manager()];
    for (const caller of managers) {
      t.clock.now += MINUTE_MS;
      await preRegister(caller);
    }
    const newestFirst = managers.map((m) => m.userId).reverse();
    const listed = await championship();
    expect(listed.preRegistrationCount).toBe(4);
    expect(listed.preRegistrations!.map((r) => r.manager.id)).toEqual(newestFirst.slice(0, 3));
    const managersOn = async (page: PageVariables) =>
      (await championship(manager(), page)).preRegistrations!.map((r) => r.manager.id);
    expect(await managersOn({ limit: 100 })).toEqual(newestFirst);
    expect(await managersOn({ limit: 2, offset: 1 })).toEqual(newestFirst.slice(1, 3));
    expect(await managersOn({ limit: 2, offset: 3 })).toEqual(newestFirst.slice(3));
    expect(await managersOn({ offset: 4 })).toEqual([]);
  });

  it("should show a manager's notification preferences to him alone; team name and formation to all", async () => {
    const [ann, bob] = [manager(), manager()];
    await preRegister(ann, {
      teamName: 'Red Lions',
      preferredFormation: '3-5-2',
      notificationPreferences: { email: false, push: true },
    });
    const listedTo = async (caller: ReturnType<typeof manager>) =>
      (await championship(caller)).preRegistrations!.map(
        ({ manager: { id }, teamName, preferredFormation, notificationPreferences }) => ({
          id,
          teamName,
          preferredFormation,
          notificationPreferences,
        }),
      );
    const seenByOthers = { id: ann.userId, teamName: 'Red Lions', preferredFormation: '3-5-2' };
    expect(await listedTo(bob)).toEqual([{ ...seenByOthers, notificationPreferences: null }]);
    expect(await listedTo({ userId: null })).toEqual([{ ...seenByOthers, notificationPreferences: null }]);
    expect(await listedTo(ann)).toEqual([
      { ...seenByOthers, notificationPreferences: { email: false, push: true } },
    ]);
  });

  it('should refuse a manager past the pre-registration quota, saving and recording nothing', async () => {
    const me = manager();
    for (let call = 0; call < DEFAULT_CHAMPIONSHIP_QUOTAS.preRegistrationQuota.limit; call += 1)
      await preRegister(me);
    const res = await graphqlRequest(t.server, preRegisterOperation(open.id, { teamName: 'Once more' }), me);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many pre-registrations\. Try again in \d+ seconds?\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
    expect((await championship(me)).myPreRegistration!.teamName).toBe('');
    expect(await registeredEvents()).toHaveLength(DEFAULT_CHAMPIONSHIP_QUOTAS.preRegistrationQuota.limit);
    // Another manager is counted apart.
    expect((await preRegister(manager())).updated).toBe(false);
  });

  it('should refuse a list limit out of 1 to 100, and a negative offset', async () => {
    for (const limit of [0, 101])
      expect(await errorOf(t, championshipOperation(open.id, { limit }))).toEqual({
        message: 'limit must be between 1 and 100',
        code: 'BAD_USER_INPUT',
      });
    expect(await errorOf(t, championshipOperation(open.id, { offset: -1 }))).toEqual({
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
    });
  });

  it('should refuse pre-registration once it is closed, with a conflict', async () => {
    await gameweekLive(t, 1);
    expect(await errorOf(t, preRegisterOperation(open.id), manager())).toEqual({
      message: 'Pre-registration is closed for this championship',
      code: 'CONFLICT',
    });
    expect(await registeredEvents()).toEqual([]);
  });

  it('should refuse pre-registration once the deadline passed on the clock, even before the check ran', async () => {
    t.clock.now = new Date(open.registrationDeadline!).getTime();
    expect(await errorOf(t, preRegisterOperation(open.id), manager())).toEqual({
      message: 'Pre-registration is closed for this championship',
      code: 'CONFLICT',
    });
    // The refusal keeps the status the clock called for.
    expect((await championship()).status).toBe('UPCOMING');
    expect((await recorded(t, 'ChampionshipStatusChanged')).map((e) => e.payload.status)).toEqual([
      'upcoming',
    ]);
  });

  it.each([
    [{ teamName: 'x'.repeat(41) }, 'Team name must be at most 40 characters', 'BAD_USER_INPUT'],
    [
      { preferredFormation: '4-2-4' },
      'Preferred formation must be one of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1',
      'BAD_USER_INPUT',
    ],
    [
      { preferredFormation: '' },
      'Preferred formation must be one of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1',
      'BAD_USER_INPUT',
    ],
  ])('should refuse %j and save nothing', async (input, message, code) => {
    expect(await errorOf(t, preRegisterOperation(open.id, input), manager())).toEqual({ message, code });
    expect((await championship()).preRegistrationCount).toBe(0);
    expect(await registeredEvents()).toEqual([]);
  });

  it('should accept a team name of exactly 40 characters after trimming', async () => {
    const result = await preRegister(manager(), { teamName: ` ${'x'.repeat(40)} ` });
    expect(result.preRegistration.teamName).toHaveLength(40);
  });

  it('should refuse a malformed input before it reaches the rules', async () => {
    const res = await errorOf(t, preRegisterOperation(open.id, { colour: 'red' }), manager());
    expect(res.code).toBe('BAD_USER_INPUT');
  });

  it.each([randomUUID(), 'not-an-id'])('should answer not found for championship %s', async (id) => {
    expect(await errorOf(t, preRegisterOperation(id), manager())).toEqual({
      message: 'Championship not found',
      code: 'NOT_FOUND',
    });
    expect(
      (await dataOf<{ championship: ChampionshipView | null }>(t, championshipOperation(id))).championship,
    ).toBeNull();
  });

  it('should ask a signed-out caller to sign in', async () => {
    const { code } = await errorOf(t, preRegisterOperation(open.id), { userId: null });
    expect(code).toBe('UNAUTHENTICATED');
    expect(await registeredEvents()).toEqual([]);
  });
});
