import { graphqlRequest, type TestApp } from '@sfl/testing';
import { SeasonRollover } from '../src/season/season-rollover';
import { stableUuid } from '../src/shared/stable-uuid';
import { MatchClock } from '../src/simulator/match-clock.service';
import {
  currentSeasonOperation,
  fixturesOperation,
  gameweekOperation,
} from './operations/matches.operations';
import { fixtures, outbox, resetWorld, startMatchesTestApp, TEST_WORLD } from './matches-test-app';

const simulator = { enabled: false, speed: 30, seed: 99 };
const WEEK_MS = 7 * 86_400_000;
const lastKickoff = new Date(Math.max(...fixtures.map((f) => f.kickoffAt.getTime())));
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
// The migration that announces the first season of a world seeded before SeasonStarted existed.
const BACKFILL = 'RecordSeasonStarted1764200000001';
// The one that announces the planned deadlines of a world seeded before GameweeksScheduled existed.
const SCHEDULE_BACKFILL = 'RecordGameweeksScheduled1764300000000';

const seasonOne = {
  season: 1,
  firstGameweek: 1,
  lastGameweek: 38,
  startedAt: TEST_WORLD.seasonStart.toISOString(),
};
// Gameweek g's first kick-off is g − 1 weeks after the season's start.
const plannedDeadlines = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, k) => ({
    gameweek: first + k,
    plannedDeadline: new Date(TEST_WORLD.seasonStart.getTime() + (first + k - 1) * WEEK_MS).toISOString(),
  }));
const seasonOneScheduled = { season: 1, gameweeks: plannedDeadlines(1, 38) };
// The planned deadlines of a schedule; its fixtures are checked on their own.
const deadlinesOf = ({ fixtures: _fixtures, ...schedule }: { fixtures?: unknown }) => schedule;

describe('matches subgraph: seasons follow one another', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp(simulator);
  });
  afterAll(() => t.close());
  beforeEach(() => resetWorld(t));

  const query = async (operation: Parameters<typeof graphqlRequest>[1]) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const seasonsStarted = async () => (await outbox(t, 'SeasonStarted')).map((e) => e.payload);
  const schedules = async () =>
    (await outbox(t, 'GameweeksScheduled')).map((e) => deadlinesOf(e.payload as { fixtures?: unknown }));
  const matchCount = async () =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM match`)) as { n: number }[])[0]!.n;
  // Season 1 played through the given gameweek, as if it had been (only the last gameweek is left to the simulator).
  const playedThrough = (gameweek: number) =>
    t.dataSource.query(
      `UPDATE match SET status = 'FT', minute = 90, started_at = kickoff_at, finished_at = kickoff_at
       WHERE gameweek <= $1`,
      [gameweek],
    );

  it('should start with season 1 of 38 gameweeks, announced once with the world', async () => {
    expect((await query(currentSeasonOperation())).currentSeason).toEqual({
      number: 1,
      firstGameweek: 1,
      lastGameweek: 38,
    });
    expect((await query(gameweekOperation(38))).gameweek).toMatchObject({ number: 38, season: 1 });
    expect(await seasonsStarted()).toEqual([seasonOne]);
    const [event] = await outbox(t, 'SeasonStarted');
    expect(event!.aggregate_id).toBe(stableUuid(`${TEST_WORLD.seed}:season:1`));
  });

  it('should schedule the first season gameweeks with the world, each at its first planned kick-off', async () => {
    const rows = await outbox(t);
    const started = rows.findIndex((e) => e.type === 'SeasonStarted');
    // Recorded right after SeasonStarted, in the same transaction, keyed like it.
    const scheduled = rows[started + 1]!;
    expect({ ...scheduled, payload: deadlinesOf(scheduled.payload as { fixtures?: unknown }) }).toEqual({
      type: 'GameweeksScheduled',
      aggregate_id: stableUuid(`${TEST_WORLD.seed}:season:1`),
      payload: seasonOneScheduled,
    });
    expect(await schedules()).toHaveLength(1);
  });

  it('should announce every fixture of the season with its clubs and planned kick-off (when its players lock)', async () => {
    const [scheduled] = await outbox(t, 'GameweeksScheduled');
    const matches: { id: string; gameweek: number; home: string; away: string; kickoff: Date }[] =
      await t.dataSource.query(
        `SELECT id, gameweek, home_club_id AS home, away_club_id AS away, kickoff_at AS kickoff FROM match
         WHERE season = 1 ORDER BY gameweek, kickoff_at, id`,
      );
    expect(matches.length).toBeGreaterThan(38);
    expect((scheduled!.payload as { fixtures: unknown }).fixtures).toEqual(
      matches.map((match) => ({
        matchId: match.id,
        gameweek: match.gameweek,
        homeClubId: match.home,
        awayClubId: match.away,
        kickoffAt: match.kickoff.toISOString(),
      })),
    );
  });

  it('should schedule the gameweeks of a world seeded before the event existed once, by migration', async () => {
    await t.dataSource.query(`DELETE FROM outbox_event`);
    await t.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [SCHEDULE_BACKFILL]);
    await t.dataSource.runMigrations({ transaction: 'each' });
    await t.dataSource.runMigrations({ transaction: 'each' });
    expect(await schedules()).toEqual([seasonOneScheduled]);
    expect(await seasonsStarted()).toEqual([]);
  });

  it('should announce the first season of a world seeded before the event existed once, by migration', async () => {
    await t.dataSource.query(`DELETE FROM outbox_event`);
    await t.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [BACKFILL]);
    await t.dataSource.runMigrations({ transaction: 'each' });
    await t.dataSource.runMigrations({ transaction: 'each' });
    expect(await seasonsStarted()).toEqual([seasonOne]);
  });

  it('should write season 2 once when the simulator plays the last gameweek, numbering gameweeks on', async () => {
    await playedThrough(37);
    const clock = t.app.get(MatchClock);
    const kickOff = minutesAfter(lastKickoff, 1);
    await clock.tick(kickOff);
    expect((await query(gameweekOperation(38))).gameweek.status).toBe('LIVE');
    expect(await matchCount()).toBe(380);

    // 10 real minutes at speed 30 are 300 game minutes: every match of gameweek 38 is over.
    const fullTime = minutesAfter(kickOff, 10);
    await clock.tick(fullTime);
    expect((await query(gameweekOperation(38))).gameweek).toMatchObject({ season: 1, status: 'FINISHED' });
    expect((await query(currentSeasonOperation())).currentSeason).toEqual({
      number: 2,
      firstGameweek: 39,
      lastGameweek: 76,
    });
    expect((await query(gameweekOperation(39))).gameweek).toEqual({
      number: 39,
      season: 2,
      // The calendar runs on: gameweek 39 starts 38 gameweek lengths after the season's start.
      deadline: new Date(TEST_WORLD.seasonStart.getTime() + 38 * WEEK_MS).toISOString(),
      status: 'UPCOMING',
      matches: 10,
    });
    expect((await query(gameweekOperation(76))).gameweek).toMatchObject({ season: 2, matches: 10 });
    expect((await query(gameweekOperation(77))).gameweek).toBeNull();
    const ids = (await query(fixturesOperation(39))).fixtures.map((f: { id: string }) => f.id).sort();
    expect(ids).toEqual(
      Array.from({ length: 10 }, (_, k) => stableUuid(`${TEST_WORLD.seed}:season:2:match:39:${k}`)).sort(),
    );
    // Season 1 keeps its ids.
    expect((await query(fixturesOperation(1))).fixtures.map((f: { id: string }) => f.id).sort()).toEqual(
      fixtures
        .filter((f) => f.gameweek === 1)
        .map((f) => f.id)
        .sort(),
    );
    expect(await seasonsStarted()).toEqual([
      seasonOne,
      { season: 2, firstGameweek: 39, lastGameweek: 76, startedAt: fullTime.toISOString() },
    ]);
    expect(await schedules()).toEqual([
      seasonOneScheduled,
      { season: 2, gameweeks: plannedDeadlines(39, 76) },
    ]);

    await clock.tick(minutesAfter(fullTime, 1));
    expect(await matchCount()).toBe(760);
    expect(await seasonsStarted()).toHaveLength(2);
    expect(await schedules()).toHaveLength(2);
  });

  it('should not start a season while its predecessor has a match to play', async () => {
    await playedThrough(37);
    expect(await t.app.get(SeasonRollover).startNextIfOver(new Date())).toBe(false);
    expect(await matchCount()).toBe(380);
    expect(await seasonsStarted()).toEqual([seasonOne]);
  });

  // Two transactions at once need a real server: the embedded engine runs one at a time.
  if (process.env.TEST_DATABASE_URL) {
    it('should start the next season once when two instances see the season over at the same time', async () => {
      await playedThrough(38);
      const rollover = t.app.get(SeasonRollover);
      const now = new Date();
      const started = await Promise.all([rollover.startNextIfOver(now), rollover.startNextIfOver(now)]);
      expect(started.sort()).toEqual([false, true]);
      expect(await matchCount()).toBe(760);
      expect((await seasonsStarted()).map((s) => s.season)).toEqual([1, 2]);
    });
  }
});
