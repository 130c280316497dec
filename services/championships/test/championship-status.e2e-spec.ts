import { championshipsAppPerSuite, type ChampionshipsTestApp } from './championships-test-app';
import {
  BEFORE_SEASON,
  dataOf,
  gameweekFinished,
  gameweekLive,
  manager,
  OPERATOR,
  plannedDeadline,
  recorded,
  startSeason,
} from './championship-world';
import {
  type ChampionshipView,
  championshipsOperation,
  createChampionshipOperation,
  preRegisterOperation,
} from './operations/championships.operations';

const HOUR_MS = 60 * 60_000;

describe('championships subgraph: status from the gameweeks, and the default schedule', () => {
  let t: ChampionshipsTestApp;

  const suite = championshipsAppPerSuite(BEFORE_SEASON);
  beforeEach(async () => {
    t = suite.t;
  });

  const listed = async () =>
    (await dataOf<{ championships: ChampionshipView[] }>(t, championshipsOperation())).championships;
  const statuses = async () =>
    (await listed()).map((c) => `${c.startGameweek}-${c.endGameweek} ${c.leagueType} ${c.status}`);
  const openedEvents = async (championshipId: string) =>
    (await recorded(t, 'ChampionshipOpened')).filter((e) => e.aggregate_id === championshipId);
  const statusEvents = async (championshipId: string) =>
    (await recorded(t, 'ChampionshipStatusChanged'))
      .filter((e) => e.aggregate_id === championshipId)
      .map((e) => e.payload.status);

  it('should create the first default championships when a season is scheduled, taking turns by kind', async () => {
    await startSeason(t);
    expect(await listed()).toEqual([
      expect.objectContaining({
        name: 'Super Championship GW 1-3',
        leagueType: 'SUPER',
        status: 'PRE_REGISTRATION',
        maxParticipants: 100,
        startGameweek: 1,
        endGameweek: 3,
        startDate: plannedDeadline(1).toISOString(),
        // Nothing comes before the first gameweek: pre-registration runs until it starts.
        registrationDeadline: null,
        preRegistrationCount: 0,
      }),
      expect.objectContaining({
        name: 'Test Championship GW 3-5',
        leagueType: 'TEST_CHAMPIONSHIP',
        status: 'PRE_REGISTRATION',
        maxParticipants: 50,
        startDate: plannedDeadline(3).toISOString(),
        registrationDeadline: plannedDeadline(1).toISOString(),
      }),
      expect.objectContaining({
        name: 'Community Cup GW 5-7',
        leagueType: 'OTHER',
        maxParticipants: 20,
        registrationDeadline: plannedDeadline(3).toISOString(),
      }),
    ]);
    // Each announced once, and nothing else: none has a status to change yet.
    expect((await recorded(t)).map((e) => [e.type, e.payload.name])).toEqual([
      ['ChampionshipCreated', 'Super Championship GW 1-3'],
      ['ChampionshipCreated', 'Test Championship GW 3-5'],
      ['ChampionshipCreated', 'Community Cup GW 5-7'],
    ]);
  });

  it('should show championships in every state at once as the gameweeks are played', async () => {
    await startSeason(t);
    for (const gameweek of [1, 2, 3]) await gameweekLive(t, gameweek);
    expect(await statuses()).toEqual([
      '1-3 SUPER ACTIVE',
      '3-5 TEST_CHAMPIONSHIP ACTIVE',
      '5-7 OTHER UPCOMING',
      '7-9 SUPER PRE_REGISTRATION',
      '9-11 TEST_CHAMPIONSHIP PRE_REGISTRATION',
    ]);

    t.clock.now = plannedDeadline(4).getTime();
    for (const gameweek of [1, 2, 3]) await gameweekFinished(t, gameweek);
    expect((await listed()).map((c) => c.status)).toEqual([
      'COMPLETED',
      'ACTIVE',
      'UPCOMING',
      'PRE_REGISTRATION',
      'PRE_REGISTRATION',
    ]);
  });

  it('should apply the gameweeks in whatever order they come', async () => {
    // Other matches' partitions may deliver a gameweek's start before the season's schedule.
    await gameweekLive(t, 1);
    await gameweekFinished(t, 2);
    await startSeason(t);
    expect(await statuses()).toEqual([
      '1-3 SUPER ACTIVE',
      '3-5 TEST_CHAMPIONSHIP UPCOMING',
      '5-7 OTHER PRE_REGISTRATION',
      '7-9 SUPER PRE_REGISTRATION',
    ]);
  });

  it('should announce every status passed, in order, and each only once', async () => {
    await startSeason(t);
    const [first] = await listed();
    await gameweekLive(t, 1);
    // No deadline before gameweek 1: it passes through upcoming on its way to active.
    expect(await statusEvents(first!.id)).toEqual(['upcoming', 'active']);
    await gameweekLive(t, 2);
    await gameweekFinished(t, 2);
    expect(await statusEvents(first!.id)).toEqual(['upcoming', 'active']);
    await gameweekFinished(t, 3);
    expect(await statusEvents(first!.id)).toEqual(['upcoming', 'active', 'completed']);
    const [changed] = (await recorded(t, 'ChampionshipStatusChanged')).filter(
      (e) => e.aggregate_id === first!.id,
    );
    expect(changed!.payload).toEqual({
      championshipId: first!.id,
      status: 'upcoming',
      changedAt: BEFORE_SEASON.toISOString(),
    });
  });

  it('should open a championship as it becomes active, with its pre-registered managers earliest first up to the maximum', async () => {
    await startSeason(t);
    const { createChampionship: created } = await dataOf<{ createChampionship: ChampionshipView }>(
      t,
      createChampionshipOperation({
        name: 'Autumn Invitational',
        description: 'Three managers want in; two fit.',
        leagueType: 'SUPER',
        maxParticipants: 2,
        startGameweek: 4,
        endGameweek: 5,
      }),
      OPERATOR,
    );
    const managers = [manager(), manager(), manager()];
    for (const [k, caller] of managers.entries()) {
      t.clock.now = BEFORE_SEASON.getTime() + k * HOUR_MS;
      await dataOf(t, preRegisterOperation(created.id, { teamName: `Team ${k}` }), caller);
    }
    // Changing a pre-registration keeps its place.
    t.clock.now += HOUR_MS;
    await dataOf(t, preRegisterOperation(created.id, { preferredFormation: '3-5-2' }), managers[0]);

    await gameweekLive(t, 3);
    expect(await statusEvents(created.id)).toEqual(['upcoming']);
    expect(await openedEvents(created.id)).toEqual([]);
    t.clock.now = plannedDeadline(4).getTime();
    await gameweekLive(t, 4);
    expect(await statusEvents(created.id)).toEqual(['upcoming', 'active']);
    expect(await openedEvents(created.id)).toEqual([
      {
        type: 'ChampionshipOpened',
        aggregate_id: created.id,
        payload: {
          championshipId: created.id,
          name: 'Autumn Invitational',
          description: 'Three managers want in; two fit.',
          leagueType: 'super',
          maxParticipants: 2,
          startGameweek: 4,
          endGameweek: 5,
          entrantIds: [managers[0]!.userId, managers[1]!.userId],
          openedAt: plannedDeadline(4).toISOString(),
        },
      },
    ]);
    await gameweekLive(t, 5);
    await gameweekFinished(t, 5);
    expect(await statusEvents(created.id)).toEqual(['upcoming', 'active', 'completed']);
    expect(await openedEvents(created.id)).toHaveLength(1);
  });

  it('should close pre-registration when its own deadline passes on the clock', async () => {
    await startSeason(t);
    const deadline = new Date(BEFORE_SEASON.getTime() + 2 * HOUR_MS);
    const { createChampionship: created } = await dataOf<{ createChampionship: ChampionshipView }>(
      t,
      createChampionshipOperation({
        name: 'Early Birds',
        leagueType: 'OTHER',
        maxParticipants: 10,
        startGameweek: 6,
        endGameweek: 8,
        registrationDeadline: deadline.toISOString(),
      }),
      OPERATOR,
    );
    expect(created).toMatchObject({
      status: 'PRE_REGISTRATION',
      registrationDeadline: deadline.toISOString(),
    });
    t.clock.now = deadline.getTime() - 1;
    await t.checkDeadlines();
    expect(await statusEvents(created.id)).toEqual([]);
    t.clock.now = deadline.getTime();
    await t.checkDeadlines();
    await t.checkDeadlines();
    expect(await statusEvents(created.id)).toEqual(['upcoming']);
    const mine = (await listed()).find((c) => c.id === created.id);
    expect(mine!.status).toBe('UPCOMING');
  });

  it('should list a completed championship for two weeks after it finished', async () => {
    await startSeason(t);
    for (const gameweek of [1, 2, 3]) await gameweekLive(t, gameweek);
    const finishedAt = plannedDeadline(4);
    await gameweekFinished(t, 3, finishedAt);
    t.clock.now = finishedAt.getTime() + 14 * 24 * HOUR_MS;
    expect((await listed())[0]).toMatchObject({ startGameweek: 1, status: 'COMPLETED' });
    t.clock.now += 1;
    expect((await listed())[0]).toMatchObject({ startGameweek: 3 });
  });

  it('should list only the three most recently completed', async () => {
    await startSeason(t);
    for (let gameweek = 1; gameweek <= 9; gameweek++) await gameweekLive(t, gameweek);
    // All within the last two weeks, a minute apart.
    const now = plannedDeadline(10).getTime();
    for (let gameweek = 1; gameweek <= 9; gameweek++)
      await gameweekFinished(t, gameweek, new Date(now - (10 - gameweek) * 60_000));
    t.clock.now = now;
    const completed = (await listed()).filter((c) => c.status === 'COMPLETED');
    expect(completed.map((c) => c.startGameweek)).toEqual([3, 5, 7]);
  });

  it('should change nothing when the gameweeks are delivered again', async () => {
    await startSeason(t);
    for (const gameweek of [1, 2, 3]) await gameweekLive(t, gameweek);
    await gameweekFinished(t, 3);
    const before = { championships: await listed(), events: await recorded(t) };
    await t.redeliverAll();
    expect({ championships: await listed(), events: await recorded(t) }).toEqual(before);
  });
});
