import { graphqlRequest, type TestApp } from '@sfl/testing';
import { positionGroupOf } from '@sfl/contracts';
import {
  currentGameweekOperation,
  fixturesOperation,
  ingestMatchFeedOperation,
  liveMatchesOperation,
  matchOperation,
  scoringRulesOperation,
  topPerformersOperation,
} from './operations/matches.operations';
import {
  clubOf,
  fixtures,
  lineupIdsOf,
  OPERATOR,
  outbox,
  resetWorld,
  squadOf,
  startMatchesTestApp,
} from './matches-test-app';

const fixture = fixtures[0]!;
const home = lineupIdsOf(fixture.homeClubId);
const away = lineupIdsOf(fixture.awayClubId);
const [homeKeeper, homeLeftBack, homeRightBack, homeCentreBack1, homeCentreBack2, homeStriker] =
  home.starters;
const [homeMidfielder1, homeMidfielder2] = home.starters.slice(8);
const [awayKeeper, , , , , awayStriker] = away.starters;
// Defenders of the home club who are not in the XI, to bring on.
const [earlySubDefender, lateSubDefender] = squadOf(fixture.homeClubId)
  .filter((f) => positionGroupOf(f.position) === 'DEF' && !home.starters.includes(f.id))
  .map((f) => f.id);

describe('matches subgraph: fantasy points, clean sheets and the live panels', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetWorld(t));

  const ingest = async (matchId: string, actions: Record<string, unknown>[], lineups?: unknown) => {
    const feed = { version: 1, matches: [{ matchId, ...(lineups ? { lineups } : {}), actions }] };
    const res = await graphqlRequest(t.server, ingestMatchFeedOperation(JSON.stringify(feed)), OPERATOR);
    expect(res.body.errors).toBeUndefined();
  };
  const kickOffAndPlay = (f: (typeof fixtures)[number], actions: Record<string, unknown>[]) =>
    ingest(f.id, actions, { home: lineupIdsOf(f.homeClubId), away: lineupIdsOf(f.awayClubId) });
  const pointsOf = async (footballerId: string) => {
    const [row] = await t.dataSource.query(
      `SELECT points, minutes_played, clean_sheet, goals_conceded FROM footballer_performance WHERE footballer_id = $1`,
      [footballerId],
    );
    return row as { points: number; minutes_played: number; clean_sheet: boolean; goals_conceded: number };
  };
  const query = async (operation: ReturnType<typeof liveMatchesOperation>) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  describe('the scoring rules', () => {
    interface ScoringRule {
      rule: string;
      action: string;
      note: string | null;
      points: { group: string; points: number }[];
    }
    const rules = async () => {
      const { scoringRules } = (await query(scoringRulesOperation())) as { scoringRules: ScoringRule[] };
      return (rule: string, group: string) =>
        scoringRules.find((r) => r.rule === rule)!.points.find((p) => p.group === group)!.points;
    };

    it('should publish the points table to anyone, a value for every position group', async () => {
      const { scoringRules } = (await query(scoringRulesOperation())) as { scoringRules: ScoringRule[] };
      expect(scoringRules).toHaveLength(11);
      expect(scoringRules.find((r) => r.rule === 'goal')).toEqual({
        rule: 'goal',
        action: 'Goal scored (penalties included)',
        note: null,
        points: [
          { group: 'GK', points: 6 },
          { group: 'DEF', points: 6 },
          { group: 'MID', points: 5 },
          { group: 'ATT', points: 4 },
        ],
      });
      for (const row of scoringRules)
        expect(row.points.map((p) => p.group)).toEqual(['GK', 'DEF', 'MID', 'ATT']);
    });

    it('should count a match by exactly the published rules', async () => {
      const points = await rules();
      await kickOffAndPlay(fixture, [
        { type: 'GOAL', minute: 10, scorerId: homeStriker },
        { type: 'YELLOW_CARD', minute: 20, footballerId: homeMidfielder1 },
        { type: 'FULL_TIME', minute: 90 },
      ]);
      expect((await pointsOf(homeStriker!)).points).toBe(
        points('appearanceSixtyMinutes', 'ATT') + points('goal', 'ATT'),
      );
      expect((await pointsOf(homeMidfielder1!)).points).toBe(
        points('appearanceSixtyMinutes', 'MID') + points('yellowCard', 'MID') + points('cleanSheet', 'MID'),
      );
      expect((await pointsOf(homeKeeper!)).points).toBe(
        points('appearanceSixtyMinutes', 'GK') + points('cleanSheet', 'GK'),
      );
    });
  });

  describe('a 1-0 home win', () => {
    beforeEach(() =>
      ingest(
        fixture.id,
        [
          { type: 'SUBSTITUTION', minute: 25, onId: earlySubDefender, offId: homeRightBack },
          { type: 'SUBSTITUTION', minute: 59, onId: lateSubDefender, offId: homeLeftBack },
          { type: 'GOAL', minute: 70, scorerId: homeStriker, assistId: homeMidfielder2 },
          { type: 'FULL_TIME', minute: 93 },
        ],
        { home, away },
      ),
    );

    it('should record a clean sheet for each home goalkeeper and defender with 60+ minutes, and none for the side that conceded', async () => {
      const events = await outbox(t, 'CleanSheetKept');
      const kept = Object.fromEntries(events.map((e) => [e.payload.footballerId, e.payload]));
      expect(Object.keys(kept).sort()).toEqual(
        [homeKeeper, homeCentreBack1, homeCentreBack2, earlySubDefender].sort(),
      );
      expect(kept[homeKeeper]).toEqual({
        matchId: fixture.id,
        gameweek: 1,
        clubId: fixture.homeClubId,
        footballerId: homeKeeper,
        minutesPlayed: 90,
      });
      expect(kept[earlySubDefender]).toMatchObject({ minutesPlayed: 65 });
      expect(events.every((e) => e.aggregate_id === fixture.id)).toBe(true);
    });

    it('should score each footballer by the points table at full time', async () => {
      expect(await pointsOf(homeKeeper)).toEqual({
        points: 6,
        minutes_played: 90,
        clean_sheet: true,
        goals_conceded: 0,
      });
      expect((await pointsOf(earlySubDefender)).points).toBe(2 + 4);
      expect(await pointsOf(homeLeftBack)).toMatchObject({
        points: 1,
        minutes_played: 59,
        clean_sheet: false,
      });
      expect(await pointsOf(lateSubDefender)).toMatchObject({ points: 1, minutes_played: 31 });
      expect((await pointsOf(homeRightBack)).points).toBe(1);
      expect((await pointsOf(homeMidfielder1)).points).toBe(2 + 1);
      expect((await pointsOf(homeMidfielder2)).points).toBe(2 + 1 + 3);
      expect((await pointsOf(homeStriker)).points).toBe(2 + 4);
      expect(await pointsOf(awayKeeper)).toMatchObject({ points: 2, goals_conceded: 1, clean_sheet: false });
    });

    it('should rank the gameweek top performers by points, then goals and assists', async () => {
      const { topPerformers } = await query(topPerformersOperation(1, 3));
      expect(topPerformers).toHaveLength(3);
      expect(topPerformers[0]).toMatchObject({
        gameweek: 1,
        points: 6,
        goals: 1,
        footballer: { id: homeStriker },
      });
      expect(topPerformers[1]).toMatchObject({
        points: 6,
        goals: 0,
        assists: 1,
        footballer: { id: homeMidfielder2 },
      });
      const byDefault = await query(topPerformersOperation());
      expect(byDefault.topPerformers).toHaveLength(5);
      expect(byDefault.topPerformers[0].footballer.id).toBe(homeStriker);
    });
  });

  it('should give every goalkeeper and defender of both sides a clean sheet in a 0-0 draw', async () => {
    await ingest(fixture.id, [{ type: 'FULL_TIME', minute: 90 }], { home, away });
    const events = await outbox(t, 'CleanSheetKept');
    expect(events.map((e) => e.payload.footballerId).sort()).toEqual(
      [...home.starters.slice(0, 5), ...away.starters.slice(0, 5)].sort(),
    );
  });

  it('should take a point from a goalkeeper for every two goals conceded', async () => {
    await ingest(
      fixture.id,
      [
        { type: 'GOAL', minute: 10, scorerId: awayStriker },
        { type: 'PENALTY_SCORED', minute: 20, takerId: awayStriker },
        { type: 'FULL_TIME', minute: 90 },
      ],
      { home, away },
    );
    expect(await pointsOf(homeKeeper)).toMatchObject({ points: 2 - 1, goals_conceded: 2 });
    expect((await pointsOf(awayStriker)).points).toBe(2 + 4 + 4);
    expect(await outbox(t, 'CleanSheetKept')).toHaveLength(5);
  });

  it('should update points live as actions arrive, before full time', async () => {
    await ingest(fixture.id, [{ type: 'GOAL', minute: 5, scorerId: homeStriker }], { home, away });
    expect((await pointsOf(homeStriker)).points).toBe(1 + 4);
    await ingest(fixture.id, [{ type: 'YELLOW_CARD', minute: 9, footballerId: homeStriker }]);
    expect((await pointsOf(homeStriker)).points).toBe(1 + 4 - 1);
  });

  describe('gameweeks and the live panel', () => {
    it('should list a gameweek by kick-off with every club once', async () => {
      const { fixtures: gameweek } = await query(fixturesOperation(1));
      expect(gameweek).toHaveLength(10);
      const clubs = gameweek.flatMap((m: { homeClub: { id: string }; awayClub: { id: string } }) => [
        m.homeClub.id,
        m.awayClub.id,
      ]);
      expect(new Set(clubs).size).toBe(20);
      expect(gameweek[0]).toMatchObject({
        id: fixture.id,
        status: 'SCHEDULED',
        score: '0-0',
        minute: 0,
        version: 0,
        kickoffAt: fixture.kickoffAt.toISOString(),
        homeClub: { id: fixture.homeClubId, name: clubOf(fixture.homeClubId).name },
      });
    });

    it('should refuse gameweek 0', async () => {
      const res = await graphqlRequest(t.server, fixturesOperation(0));
      expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_GAMEWEEK' });
    });

    it('should move the current gameweek on when a match of the next one kicks off', async () => {
      expect((await query(currentGameweekOperation())).currentGameweek).toBe(1);
      await kickOffAndPlay(fixtures[10]!, [{ type: 'FULL_TIME', minute: 90 }]);
      expect((await query(currentGameweekOperation())).currentGameweek).toBe(2);
    });

    it('should show live matches first, then the latest results of the current gameweek', async () => {
      const [finishedFirst, live, finishedLast] = [fixtures[1]!, fixtures[2]!, fixtures[3]!];
      await kickOffAndPlay(finishedFirst, [{ type: 'FULL_TIME', minute: 92 }]);
      await kickOffAndPlay(live, [
        { type: 'GOAL', minute: 3, scorerId: lineupIdsOf(live.awayClubId).starters[5] },
      ]);
      await kickOffAndPlay(finishedLast, [{ type: 'FULL_TIME', minute: 95 }]);
      const { liveMatches } = await query(liveMatchesOperation());
      expect(
        liveMatches.map((m: { id: string; status: string; score: string }) => [m.id, m.status, m.score]),
      ).toEqual([
        [live.id, 'LIVE', '0-1'],
        [finishedLast.id, 'FT', '0-0'],
        [finishedFirst.id, 'FT', '0-0'],
      ]);
    });

    it('should give a match its timeline, oldest first, with the score after each action', async () => {
      await ingest(
        fixture.id,
        [
          { type: 'GOAL', minute: 10, scorerId: homeStriker, assistId: homeMidfielder1 },
          { type: 'GOAL', minute: 20, scorerId: awayStriker },
        ],
        { home, away },
      );
      const { match } = await query(matchOperation(fixture.id));
      expect(match.actions).toEqual([
        expect.objectContaining({
          minute: 10,
          kind: 'GOAL',
          homeScore: 1,
          awayScore: 0,
          club: { id: fixture.homeClubId },
          assist: { id: homeMidfielder1 },
          related: null,
        }),
        expect.objectContaining({ minute: 20, homeScore: 1, awayScore: 1, assist: null }),
      ]);
    });
  });
});
