import { graphqlRequest, type TestApp } from '@sfl/testing';
import { pickLineup } from '../src/engine/lineup-picker';
import { simulateMatch } from '../src/engine/match-engine';
import type { EnginePlayer } from '../src/engine/match-plan';
import { InjuryEntity } from '../src/injuries/entities/injury.entity';
import { addDays, dayOf } from '../src/shared/game-days';
import { MatchClock } from '../src/simulator/match-clock.service';
import { liveMatchesOperation, upcomingFixturesOperation } from './operations/matches.operations';
import { fixtures, outbox, resetWorld, squadOf, startMatchesTestApp, TEST_WORLD } from './matches-test-app';

const simulator = { enabled: false, speed: 30, seed: 99 };
// The season's first kick-off: the first slot of three matches is due, the next one 150 minutes later.
const start = TEST_WORLD.seasonStart;
const after = (realMinutes: number) => new Date(start.getTime() + realMinutes * 60_000);
// In the order the match table lists them: by kick-off, then id.
const slot = (n: number) =>
  fixtures
    .slice(3 * n, 3 * n + 3)
    .map((f) => f.id)
    .sort();
const FIRST_SLOT = slot(0);
const SECOND_SLOT = slot(1);

interface ActionRow {
  kind: string;
  minute: number;
  club_id: string;
  footballer_id: string;
  assist_footballer_id: string | null;
  related_footballer_id: string | null;
}

describe('matches subgraph: the match clock', () => {
  let t: TestApp;
  let clock: MatchClock;

  beforeAll(async () => {
    // The timer reads this clock: it stands at the first kick-off.
    t = await startMatchesTestApp(simulator, { now: () => start.getTime() });
    clock = t.app.get(MatchClock);
  });
  afterAll(() => t.close());
  beforeEach(() => resetWorld(t));

  const statuses = async () =>
    (await t.dataSource.query(
      `SELECT id, status, minute, home_score, away_score, version FROM match WHERE status <> 'SCHEDULED' ORDER BY kickoff_at, id`,
    )) as {
      id: string;
      status: string;
      minute: number;
      version: number;
    }[];
  const actionsOf = (matchId: string): Promise<ActionRow[]> =>
    t.dataSource.query(
      `SELECT kind, minute, club_id, footballer_id, assist_footballer_id, related_footballer_id
       FROM match_action WHERE match_id = $1 ORDER BY sequence`,
      [matchId],
    );
  const injured = async () =>
    new Set(
      (
        (await t.dataSource.query(`SELECT footballer_id FROM injury WHERE NOT recovered`)) as {
          footballer_id: string;
        }[]
      ).map((row) => row.footballer_id),
    );
  // What the engine plays for a fixture, from the squads as they were at kick-off.
  const expectedPlan = (fixture: (typeof fixtures)[number], out: Set<string>) => {
    const side = (clubId: string) => ({
      clubId,
      lineup: pickLineup(squadOf(clubId).filter((f): f is EnginePlayer & typeof f => !out.has(f.id))),
    });
    return simulateMatch({
      seed: simulator.seed,
      matchId: fixture.id,
      home: side(fixture.homeClubId),
      away: side(fixture.awayClubId),
    });
  };
  const asRows = (plan: ReturnType<typeof simulateMatch>, upTo = Infinity): ActionRow[] =>
    plan.actions
      .filter((a) => a.minute <= upTo)
      .map((a) => ({
        kind: a.kind,
        minute: a.minute,
        club_id: a.clubId,
        footballer_id: a.footballerId,
        assist_footballer_id: a.assistFootballerId,
        related_footballer_id: a.relatedFootballerId,
      }));

  it('should kick off the fixtures at their kick-off time and not before, with their strongest lineups', async () => {
    await clock.tick(after(-1));
    expect(await statuses()).toEqual([]);
    await clock.tick(start);
    const live = await statuses();
    expect(live.map((m) => m.id)).toEqual(FIRST_SLOT);
    // What is still to kick off, earliest first: the second slot, 150 minutes on.
    const upcoming = (await graphqlRequest(t.server, upcomingFixturesOperation(3))).body.data
      .upcomingFixtures;
    expect(upcoming.map((m: { id: string }) => m.id).sort()).toEqual(SECOND_SLOT);
    expect(upcoming.map((m: { kickoffAt: string }) => m.kickoffAt)).toEqual(
      Array(3).fill(after(150).toISOString()),
    );
    expect(live.every((m) => m.status === 'LIVE' && m.minute === 0 && m.version === 1)).toBe(true);
    expect((await outbox(t, 'MatchKickedOff')).map((e) => e.aggregate_id).sort()).toEqual(
      live.map((m) => m.id).sort(),
    );

    const out = await injured();
    const [starters] = (await t.dataSource.query(
      `SELECT array_agg(footballer_id ORDER BY slot) AS ids FROM match_lineup WHERE match_id = $1 AND club_id = $2 AND role = 'STARTER'`,
      [fixtures[0]!.id, fixtures[0]!.homeClubId],
    )) as { ids: string[] }[];
    const expected = pickLineup(squadOf(fixtures[0]!.homeClubId).filter((f) => !out.has(f.id)));
    expect(starters!.ids).toEqual(expected.starters.map((p) => p.id));
  });

  it('should play the same actions as the engine for the same seed and fixture, across a restart, then finish', async () => {
    await clock.tick(start);
    const fixture = fixtures[0]!;
    const plan = expectedPlan(fixture, await injured());

    await clock.tick(after(1.5)); // 45 game minutes at 30×
    expect(await actionsOf(fixture.id)).toEqual(asRows(plan, 45));
    const [halfTime] = await statuses();
    expect(halfTime!.minute).toBe(45);

    // A restart forgets the plans; the clock rebuilds them from the stored lineups and seed.
    await clock.stop();
    await clock.tick(after(3.5));
    expect(await actionsOf(fixture.id)).toEqual(asRows(plan));
    const [finished] = await statuses();
    expect(finished).toMatchObject({
      status: 'FT',
      minute: plan.lastMinute,
      version: plan.actions.length + 2,
    });
    const events = (await outbox(t)).filter((e) => e.aggregate_id === fixture.id);
    const versions = events.filter((e) => e.payload.snapshot).map((e) => e.payload.snapshot!.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(events.filter((e) => e.payload.snapshot).at(-1)!.type).toBe('MatchFinished');

    // Nothing kicks off early when the first slot is over: the next slot starts at its own kick-off.
    await clock.tick(after(3.6));
    expect((await statuses()).map((m) => m.status)).toEqual(['FT', 'FT', 'FT']);
    await clock.tick(after(150));
    const now = await statuses();
    expect(now.filter((m) => m.status === 'LIVE').map((m) => m.id)).toEqual(SECOND_SLOT);
    const panel = (await graphqlRequest(t.server, liveMatchesOperation())).body.data.liveMatches;
    expect(panel.map((m: { status: string }) => m.status)).toEqual([
      'LIVE',
      'LIVE',
      'LIVE',
      'FT',
      'FT',
      'FT',
    ]);
  });

  it('should leave injured footballers out of the lineup', async () => {
    const fixture = fixtures[0]!;
    const squad = squadOf(fixture.homeClubId);
    const best = pickLineup(squad);
    const hurt = [best.starters[0]!, best.starters[5]!];
    await t.dataSource.getRepository(InjuryEntity).insert(
      hurt.map((p, i) => ({
        id: `0a0b0c0d-0e0f-4a1b-8c2d-00000000000${i}`,
        footballerId: p.id,
        clubId: fixture.homeClubId,
        injury: 'Hamstring strain',
        severity: 'MODERATE' as const,
        status: 'OUT' as const,
        impactOnTeam: 'High' as const,
        reportedOn: dayOf(start),
        expectedReturn: addDays(dayOf(start), 60),
        lastUpdate: start,
      })),
    );
    await clock.tick(start);
    const named = (
      (await t.dataSource.query(`SELECT footballer_id FROM match_lineup WHERE match_id = $1`, [
        fixture.id,
      ])) as { footballer_id: string }[]
    ).map((row) => row.footballer_id);
    expect(named).toHaveLength(40);
    for (const player of hurt) expect(named).not.toContain(player.id);
    await clock.tick(after(3.5));
    const acting = (await actionsOf(fixture.id)).flatMap((a) => [a.footballer_id, a.assist_footballer_id]);
    for (const player of hurt) expect(acting).not.toContain(player.id);
  });

  it('should kick off every fixture due by its kick-off time, however many', async () => {
    await clock.tick(after(8 * 60));
    const live = await statuses();
    const due = fixtures.filter((f) => f.kickoffAt <= after(8 * 60));
    expect(due.length).toBe(10);
    expect(live.map((m) => m.id).sort()).toEqual(due.map((f) => f.id).sort());
  });

  it('should run on its own timer once started and stop cleanly, leaving nothing running', async () => {
    clock.start();
    for (let i = 0; i < 50 && (await statuses()).length < 3; i++)
      await new Promise((r) => setTimeout(r, 100));
    await clock.stop();
    const settled = await outbox(t);
    expect((await statuses()).map((m) => m.id)).toEqual(FIRST_SLOT);
    await new Promise((r) => setTimeout(r, 2 * clock.tickMs));
    expect(await outbox(t)).toHaveLength(settled.length);
  });
});
