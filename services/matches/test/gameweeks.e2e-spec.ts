import { graphqlRequest, type TestApp } from '@sfl/testing';
import type { EntityManager } from 'typeorm';
import { MatchActionsService } from '../src/matches/match-actions.service';
import { MatchClock } from '../src/simulator/match-clock.service';
import {
  gameweekOperation,
  gameweeksOperation,
  ingestMatchFeedOperation,
  liveGameweekOperation,
  upcomingGameweeksOperation,
} from './operations/matches.operations';
import {
  fixtures,
  lineupIdsOf,
  OPERATOR,
  outbox,
  resetWorld,
  startMatchesTestApp,
  TEST_WORLD,
} from './matches-test-app';

const simulator = { enabled: false, speed: 30, seed: 99 };
const gameweekOne = fixtures.filter((f) => f.gameweek === 1);
const firstKickoff = new Date(Math.min(...gameweekOne.map((f) => f.kickoffAt.getTime())));

interface PerformanceFigures {
  footballerId: string;
  points: number;
  minutesPlayed: number;
  goals: number;
  assists: number;
}

describe('matches subgraph: gameweeks, their deadlines and events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp(simulator);
  });
  afterAll(() => t.close());
  beforeEach(() => resetWorld(t));

  const query = async (operation: ReturnType<typeof gameweekOperation>) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const ingest = async (matchId: string, actions: Record<string, unknown>[], kickOff = false) => {
    const f = fixtures.find((fixture) => fixture.id === matchId)!;
    const lineups = kickOff
      ? { lineups: { home: lineupIdsOf(f.homeClubId), away: lineupIdsOf(f.awayClubId) } }
      : {};
    const feed = { version: 1, matches: [{ matchId, ...lineups, actions }] };
    const res = await graphqlRequest(t.server, ingestMatchFeedOperation(JSON.stringify(feed)), OPERATOR);
    expect(res.body.errors).toBeUndefined();
  };
  const startedAt = async (matchId: string) =>
    (
      (await t.dataSource.query(`SELECT started_at FROM match WHERE id = $1`, [matchId])) as {
        started_at: Date;
      }[]
    )[0]!.started_at;

  describe('queries', () => {
    it('should answer an upcoming gameweek with its first scheduled kick-off as the deadline', async () => {
      expect((await query(gameweekOperation(1))).gameweek).toEqual({
        number: 1,
        season: 1,
        deadline: firstKickoff.toISOString(),
        status: 'UPCOMING',
        matches: 10,
      });
    });

    it('should page the gameweeks in order', async () => {
      const { gameweeks } = await query(gameweeksOperation(3, 1));
      expect(gameweeks.map((g: { number: number }) => g.number)).toEqual([2, 3, 4]);
      expect(gameweeks.every((g: { status: string }) => g.status === 'UPCOMING')).toBe(true);
      const all = (await query(gameweeksOperation(100))).gameweeks;
      expect(all).toHaveLength(Math.max(...fixtures.map((f) => f.gameweek)));
    });

    it('should answer null for a gameweek the season does not have', async () => {
      expect((await query(gameweekOperation(999))).gameweek).toBeNull();
    });

    it('should refuse gameweek 0 and a limit beyond 100', async () => {
      const zero = await graphqlRequest(t.server, gameweekOperation(0));
      expect(zero.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_GAMEWEEK' });
      const tooMany = await graphqlRequest(t.server, gameweeksOperation(101));
      expect(tooMany.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_LIMIT',
      });
    });
  });

  it('should take the deadline from the moment the simulator actually kicks the first match off', async () => {
    // The simulator's tick comes 20 seconds after the first scheduled kick-off (a busy machine).
    const kickedOffAt = new Date(TEST_WORLD.seasonStart.getTime() + 20_000);
    await t.app.get(MatchClock).tick(kickedOffAt);
    expect((await query(gameweekOperation(1))).gameweek).toMatchObject({
      deadline: kickedOffAt.toISOString(),
      status: 'LIVE',
    });
    const events = await outbox(t, 'GameweekDeadlinePassed');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      gameweek: 1,
      deadline: kickedOffAt.toISOString(),
      firstMatchId: fixtures[0]!.id,
    });
    expect(events[0]!.aggregate_id).toBe(fixtures[0]!.id);
  });

  it('should go live at the first kick-off and finish with the last match, each event recorded once', async () => {
    const [first, ...rest] = gameweekOne;
    // The feed kicks a match off with its first action.
    const kickOff = (f: (typeof fixtures)[number]) =>
      ingest(
        f.id,
        [{ type: 'YELLOW_CARD', minute: 3, footballerId: lineupIdsOf(f.awayClubId).starters[1] }],
        true,
      );
    const numbers = (gameweeks: { number: number }[]) => gameweeks.map((g) => g.number);
    expect((await query(liveGameweekOperation())).liveGameweek).toBeNull();
    expect(numbers((await query(upcomingGameweeksOperation(2))).upcomingGameweeks)).toEqual([1, 2]);
    await kickOff(first!);
    const deadline = (await startedAt(first!.id)).toISOString();
    expect((await query(gameweekOperation(1))).gameweek).toMatchObject({ deadline, status: 'LIVE' });
    expect((await query(liveGameweekOperation())).liveGameweek).toEqual({ number: 1, status: 'LIVE' });
    expect(numbers((await query(upcomingGameweeksOperation(2))).upcomingGameweeks)).toEqual([2, 3]);

    for (const f of rest) await kickOff(f);
    for (const f of gameweekOne.slice(0, -1)) await ingest(f.id, [{ type: 'FULL_TIME', minute: 90 }]);
    expect((await query(gameweekOperation(1))).gameweek).toMatchObject({ deadline, status: 'LIVE' });
    expect(await outbox(t, 'GameweekFinished')).toHaveLength(0);

    const last = gameweekOne.at(-1)!;
    await ingest(last.id, [{ type: 'FULL_TIME', minute: 94 }]);
    expect((await query(gameweekOperation(1))).gameweek).toMatchObject({ deadline, status: 'FINISHED' });
    expect((await query(gameweekOperation(2))).gameweek.status).toBe('UPCOMING');
    expect((await query(liveGameweekOperation())).liveGameweek).toBeNull();

    const deadlines = await outbox(t, 'GameweekDeadlinePassed');
    expect(deadlines.map((e) => e.payload)).toEqual([{ gameweek: 1, deadline, firstMatchId: first!.id }]);
    const finished = await outbox(t, 'GameweekFinished');
    expect(finished).toHaveLength(1);
    expect(finished[0]!.payload).toMatchObject({ gameweek: 1, lastMatchId: last.id });
    expect(finished[0]!.aggregate_id).toBe(last.id);
  });

  // Two transactions at once need a real server: the embedded engine runs one at a time.
  if (process.env.TEST_DATABASE_URL) {
    it('should let only the first of two concurrent kick-offs of a gameweek record its deadline', async () => {
      const actions = t.app.get(MatchActionsService);
      const kickOffIn = async (manager: EntityManager, f: (typeof fixtures)[number]) => {
        const match = await actions.lockMatch(manager, f.id);
        await actions.kickOff(manager, match!, {
          home: lineupIdsOf(f.homeClubId),
          away: lineupIdsOf(f.awayClubId),
          drivenBy: 'FEED',
          simulationSeed: null,
          startedAt: new Date(),
        });
      };
      const waitingOnAdvisoryLock = async () =>
        (
          (await t.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
          )) as { n: number }[]
        )[0]!.n > 0;

      // The first kick-off stays uncommitted while the second one runs.
      const first = t.dataSource.createQueryRunner();
      await first.connect();
      await first.startTransaction();
      await kickOffIn(first.manager, gameweekOne[0]!);
      let secondDone = false;
      const second = t.dataSource
        .transaction((manager) => kickOffIn(manager, gameweekOne[1]!))
        .then(() => (secondDone = true));
      while (!secondDone && !(await waitingOnAdvisoryLock())) {
        // the second kick-off either waits for the gameweek or, unserialised, has already decided
      }
      await first.commitTransaction();
      await first.release();
      await second;

      const events = await outbox(t, 'GameweekDeadlinePassed');
      expect(events.map((e) => e.payload.firstMatchId)).toEqual([gameweekOne[0]!.id]);
    });
  }

  it('should record no gameweek or performance event when the feed that kicks off is rejected', async () => {
    const f = gameweekOne[0]!;
    const feed = {
      version: 1,
      matches: [
        {
          matchId: f.id,
          lineups: { home: lineupIdsOf(f.homeClubId), away: lineupIdsOf(f.awayClubId) },
          actions: [{ type: 'GOAL', minute: 5, scorerId: lineupIdsOf(f.awayClubId).bench[0] }],
        },
      ],
    };
    const res = await graphqlRequest(t.server, ingestMatchFeedOperation(JSON.stringify(feed)), OPERATOR);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await query(gameweekOperation(1))).gameweek.status).toBe('UPCOMING');
    expect(await outbox(t, 'GameweekDeadlinePassed')).toHaveLength(0);
    expect(await outbox(t, 'FootballerPerformanceUpdated')).toHaveLength(0);
  });

  describe('footballer performance updates', () => {
    const fixture = gameweekOne[0]!;
    const home = lineupIdsOf(fixture.homeClubId);
    const away = lineupIdsOf(fixture.awayClubId);
    const striker = home.starters[5]!;
    const midfielder = home.starters[9]!;
    const updates = async () =>
      (await outbox(t, 'FootballerPerformanceUpdated')).map(
        (e) => e.payload as unknown as PerformanceFigures,
      );

    it('should publish each footballer once at kick-off and then only the figures that change, in the same feed', async () => {
      await ingest(fixture.id, [{ type: 'GOAL', minute: 12, scorerId: striker, assistId: midfielder }], true);
      const atKickOff = (await updates()).slice(0, 22);
      expect(atKickOff.map((u) => u.footballerId).sort()).toEqual(
        [...home.starters, ...away.starters].sort(),
      );
      expect(atKickOff.find((u) => u.footballerId === striker)).toEqual({
        matchId: fixture.id,
        gameweek: 1,
        footballerId: striker,
        clubId: fixture.homeClubId,
        points: 1,
        minutesPlayed: 0,
        goals: 0,
        assists: 0,
      });

      // One goal: the scorer and the assist change; one conceded goal costs nobody a point yet.
      const afterGoal = (await updates()).slice(22);
      expect(afterGoal).toHaveLength(2);
      expect(afterGoal).toEqual([
        expect.objectContaining({ footballerId: striker, points: 1 + 4, goals: 1, assists: 0 }),
        expect.objectContaining({ footballerId: midfielder, points: 1 + 3, goals: 0, assists: 1 }),
      ]);
    });

    it('should end each footballer on the figures stored at full time', async () => {
      await ingest(
        fixture.id,
        [
          { type: 'GOAL', minute: 12, scorerId: striker },
          { type: 'FULL_TIME', minute: 92 },
        ],
        true,
      );
      const latest = new Map((await updates()).map((u) => [u.footballerId, u]));
      const stored = (await t.dataSource.query(
        `SELECT footballer_id, points, minutes_played, goals, assists FROM footballer_performance WHERE match_id = $1`,
        [fixture.id],
      )) as {
        footballer_id: string;
        points: number;
        minutes_played: number;
        goals: number;
        assists: number;
      }[];
      expect(stored).toHaveLength(22);
      for (const row of stored) {
        expect(latest.get(row.footballer_id)).toMatchObject({
          points: row.points,
          minutesPlayed: row.minutes_played,
          goals: row.goals,
          assists: row.assists,
        });
      }
      expect(latest.get(striker)).toMatchObject({ minutesPlayed: 90, goals: 1 });
    });
  });
});
