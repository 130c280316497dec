import { graphqlRequest, type TestApp } from '@sfl/testing';
import { MatchClock } from '../src/simulator/match-clock.service';
import {
  advanceGameClockOperation,
  gameClockOperation,
  holdGameClockOperation,
  nextGameweekOperation,
  resumeGameClockOperation,
} from './operations/matches.operations';
import {
  fixtures,
  MANAGER,
  OPERATOR,
  outbox,
  resetWorld,
  startMatchesTestApp,
  TEST_WORLD,
} from './matches-test-app';

const simulator = { enabled: false, speed: 30, seed: 99 };
// The season's first kick-off: the first slot of three matches is due.
const start = TEST_WORLD.seasonStart;
const after = (realMinutes: number) => new Date(start.getTime() + realMinutes * 60_000);
// In the order the match table lists them: by kick-off, then id.
const FIRST_SLOT = fixtures
  .slice(0, 3)
  .map((f) => f.id)
  .sort();
const WEEK_MINUTES = 7 * 24 * 60;

type Caller = typeof OPERATOR;
const errorCodeOf = (res: { body: { errors?: { extensions: { code: string } }[] } }) =>
  res.body.errors?.[0]?.extensions.code;

describe('matches subgraph: the test-only game clock control', () => {
  const realClock = { now: start.getTime() };
  const at = (moment: Date) => {
    realClock.now = moment.getTime();
  };
  let t: TestApp;
  let clock: MatchClock;

  const call = async (operation: ReturnType<typeof holdGameClockOperation>, caller: Caller = OPERATOR) => {
    const res = await graphqlRequest(t.server, operation, caller);
    expect(res.body.errors).toBeUndefined();
    return Object.values(res.body.data as Record<string, { held: boolean; gameTime: string }>)[0]!;
  };
  const matches = async () =>
    (await t.dataSource.query(
      `SELECT id, status, minute, gameweek FROM match WHERE status <> 'SCHEDULED' ORDER BY kickoff_at, id`,
    )) as { id: string; status: string; minute: number; gameweek: number }[];

  beforeAll(async () => {
    t = await startMatchesTestApp({ ...simulator, clockControl: true }, { now: () => realClock.now });
    clock = t.app.get(MatchClock);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetWorld(t);
    at(start);
  });

  it('should play no kick-off, no match minute and no full time while held, and go on from there once resumed', async () => {
    await clock.tickUnlessHeld();
    const [first] = await matches();
    expect(first).toMatchObject({ id: fixtures[0]!.id, status: 'LIVE', minute: 0 });

    expect(await call(holdGameClockOperation())).toEqual({ held: true, gameTime: start.toISOString() });
    const before = (await outbox(t)).length;
    for (const minutes of [1.5, 4, 9.5]) {
      at(after(minutes)); // a whole match and more in real time
      await clock.tickUnlessHeld();
    }
    expect((await matches()).map((m) => [m.status, m.minute])).toEqual([
      ['LIVE', 0],
      ['LIVE', 0],
      ['LIVE', 0],
    ]);
    expect(await outbox(t)).toHaveLength(before);

    // Resumed 9.5 minutes later, game time goes on from the hold: 1.5 minutes on is 45 game minutes in.
    expect(await call(resumeGameClockOperation())).toEqual({ held: false, gameTime: start.toISOString() });
    at(after(11));
    await clock.tickUnlessHeld();
    expect((await matches()).map((m) => m.minute)).toEqual([45, 45, 45]);
  });

  it('should let a forgotten hold lapse 10 minutes after it was made, play going on from the hold', async () => {
    await clock.tickUnlessHeld();
    await call(holdGameClockOperation());
    at(after(11.5));
    await clock.tickUnlessHeld();
    expect((await matches()).map((m) => m.minute)).toEqual([45, 45, 45]);
  });

  it('should tell anyone the game time: real time while running, standing still while held', async () => {
    const read = async () => (await graphqlRequest(t.server, gameClockOperation())).body.data.gameClock;
    expect(await read()).toEqual({ held: false, gameTime: start.toISOString() });
    await call(holdGameClockOperation());
    at(after(2));
    expect(await read()).toEqual({ held: true, gameTime: start.toISOString() });
  });

  it('should advance step by step until the gameweek has started, then finished, the same play as unheld, and stay held', async () => {
    await call(holdGameClockOperation());
    await call(advanceGameClockOperation(1, 'STARTED'));
    expect((await matches()).map((m) => m.id)).toEqual(FIRST_SLOT);
    expect((await graphqlRequest(t.server, nextGameweekOperation())).body.data.nextGameweek).toMatchObject({
      number: 2,
      status: 'UPCOMING',
    });

    const held = await call(advanceGameClockOperation(1, 'FINISHED'));
    expect(held.held).toBe(true);
    const gameweekOne = fixtures.filter((f) => f.gameweek === 1);
    const played = await matches();
    for (const fixture of gameweekOne) expect(played.find((m) => m.id === fixture.id)?.status).toBe('FT');
    // Every match's events once each and in order, up to its full time, as on the timer.
    for (const fixture of gameweekOne) {
      const snapshots = (await outbox(t)).filter((e) => e.aggregate_id === fixture.id && e.payload.snapshot);
      expect(snapshots.map((e) => e.payload.snapshot!.version)).toEqual(snapshots.map((_, i) => i + 1));
      expect(snapshots.at(-1)!.type).toBe('MatchFinished');
    }
    const gameweekEvents = (await outbox(t)).filter((e) => e.type.startsWith('Gameweek'));
    expect(gameweekEvents.map((e) => [e.type, e.payload.gameweek])).toEqual(
      expect.arrayContaining([
        ['GameweekLockApproaching', 1],
        ['GameweekDeadlinePassed', 1],
        ['GameweekFinished', 1],
      ]),
    );
    expect(gameweekEvents.filter((e) => e.payload.gameweek === 1)).toHaveLength(3);

    // Held where the advance stopped: the timer plays nothing until resumed, then gameweek 2 kicks off
    // a week after gameweek 1 did, counted on from the hold.
    const events = (await outbox(t)).length;
    at(after(5));
    await clock.tickUnlessHeld();
    expect(await outbox(t)).toHaveLength(events);
    await call(resumeGameClockOperation());
    at(after(5 + WEEK_MINUTES));
    await clock.tickUnlessHeld();
    expect((await matches()).some((m) => m.gameweek === 2)).toBe(true);
  });

  it('should jump the idle days between gameweeks: gameweek 3 started in one call, every match before it played', async () => {
    await call(holdGameClockOperation());
    const held = await call(advanceGameClockOperation(3, 'STARTED'));
    expect(new Date(held.gameTime).getTime()).toBeGreaterThanOrEqual(after(2 * WEEK_MINUTES).getTime());
    const played = await matches();
    expect(played.filter((m) => m.gameweek < 3).every((m) => m.status === 'FT')).toBe(true);
    expect(played.filter((m) => m.gameweek < 3)).toHaveLength(20);
    expect(played.filter((m) => m.gameweek === 3).map((m) => m.status)).toEqual(['LIVE', 'LIVE', 'LIVE']);
  });

  it('should refuse a gameweek number below 1 and managers, changing nothing', async () => {
    const invalid = await graphqlRequest(t.server, advanceGameClockOperation(0, 'STARTED'), OPERATOR);
    expect(errorCodeOf(invalid)).toBe('BAD_USER_INPUT');
    const tooFar = await graphqlRequest(t.server, advanceGameClockOperation(5, 'STARTED'), OPERATOR);
    expect(errorCodeOf(tooFar)).toBe('BAD_USER_INPUT');
    expect(tooFar.body.errors[0].message).toBe(
      'gameweek 5 is more than 3 gameweeks after the next one (1); advance to a nearer one first',
    );
    const manager = await graphqlRequest(t.server, holdGameClockOperation(), MANAGER);
    expect(errorCodeOf(manager)).toBe('FORBIDDEN');
    await clock.tickUnlessHeld();
    expect((await matches()).map((m) => m.id)).toEqual(FIRST_SLOT);
  });
});

describe('matches subgraph: the game clock control when not enabled (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startMatchesTestApp(simulator, { now: () => start.getTime() });
  });
  afterAll(() => t.close());

  it('should answer NOT_FOUND to every control call and leave the clock running', async () => {
    for (const operation of [
      holdGameClockOperation(),
      resumeGameClockOperation(),
      advanceGameClockOperation(1, 'FINISHED'),
    ]) {
      const res = await graphqlRequest(t.server, operation, OPERATOR);
      expect(errorCodeOf(res)).toBe('NOT_FOUND');
    }
    expect(await t.dataSource.query(`SELECT * FROM clock_control`)).toEqual([]);
    await t.app.get(MatchClock).tickUnlessHeld();
    expect(await t.dataSource.query(`SELECT id FROM match WHERE status <> 'SCHEDULED'`)).toHaveLength(
      FIRST_SLOT.length,
    );
  });
});
