import { positionGroupOf } from '@sfl/contracts';
import { graphqlRequest, sqlStatementsDuring, type TestApp } from '@sfl/testing';
import { difficultyByClub } from '../src/footballer-figures/fixture-difficulty';
import {
  footballerFiguresEntitiesOperation,
  footballerFiguresOperation,
  ingestMatchFeedOperation,
} from './operations/matches.operations';
import {
  fixtures,
  lineupIdsOf,
  OPERATOR,
  outbox,
  resetWorld,
  squadOf,
  startMatchesTestApp,
  world,
} from './matches-test-app';

// The player page's figures (docs/player-figures.md): club X plays gameweeks 1 to 6 of season 1,
// twice in gameweek 6, and once in gameweek 39, which is not of the current season.
const X = fixtures[0]!.homeClubId;
const ofX = fixtures.filter((f) => f.homeClubId === X || f.awayClubId === X);
const opponentOf = (f: (typeof fixtures)[number]) => (f.homeClubId === X ? f.awayClubId : f.homeClubId);
const Z = opponentOf(ofX[0]!);
const lineupOfX = lineupIdsOf(X);
const striker = lineupOfX.starters[5]!;
const midfielder = lineupOfX.starters[8]!;
const zStriker = lineupIdsOf(Z).starters[5]!;
// In X's squad, named for no match.
const reserve = squadOf(X).find((f) => ![...lineupOfX.starters, ...lineupOfX.bench].includes(f.id))!.id;
// A club whose gameweek 1 fixture nobody plays here.
const W = fixtures[1]!.homeClubId;

const DAY_MS = 86_400_000;
const secondInGameweek6 = {
  id: '7d3c9a51-0b2e-4f6a-8c1d-2e3f4a5b6c7d',
  gameweek: 6,
  kickoffAt: new Date(ofX[5]!.kickoffAt.getTime() + DAY_MS).toISOString(),
  homeClubId: X,
  awayClubId: Z,
};
const nextSeason = {
  id: '8e4dab62-1c3f-4a7b-9d2e-3f4a5b6c7d8e',
  gameweek: 39,
  kickoffAt: new Date(ofX[5]!.kickoffAt.getTime() + 2 * DAY_MS).toISOString(),
  homeClubId: X,
  awayClubId: Z,
};

const goal = (minute: number, scorerId: string, assistId?: string) => ({
  type: 'GOAL',
  minute,
  scorerId,
  ...(assistId ? { assistId } : {}),
});
const FULL_TIME = { type: 'FULL_TIME', minute: 90 };
const played = (f: { id: string; homeClubId: string; awayClubId: string }, actions: object[]) => ({
  matchId: f.id,
  lineups: { home: lineupIdsOf(f.homeClubId), away: lineupIdsOf(f.awayClubId) },
  actions: [...actions, FULL_TIME],
});

const expectedDifficulty = difficultyByClub(new Map(world.clubs.map((club) => [club.id, squadOf(club.id)])));

interface Figures {
  id: string;
  gameweeks: {
    gameweek: number;
    points: number;
    minutes: number;
    goals: number;
    assists: number;
    cleanSheet: boolean;
  }[];
  form: number;
  seasonTotals: Record<string, number>;
  nextFixtures: {
    matchId: string;
    gameweek: number;
    kickoffAt: string;
    home: boolean;
    opponent: { id: string };
    difficulty: number;
  }[];
}

describe('matches subgraph: a footballer figures of the season and his next fixtures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
    await resetWorld(t);
    const feed = {
      version: 1,
      fixtures: [secondInGameweek6, nextSeason],
      matches: [
        played(ofX[0]!, []),
        played(ofX[1]!, [goal(10, striker, midfielder)]),
        played(ofX[2]!, []),
        played(ofX[3]!, []),
        played(ofX[4]!, []),
        played(ofX[5]!, [goal(15, striker)]),
        played(secondInGameweek6, [goal(20, striker, midfielder), goal(30, zStriker)]),
        played(nextSeason, [goal(5, striker)]),
      ],
    };
    const res = await graphqlRequest(t.server, ingestMatchFeedOperation(JSON.stringify(feed)), OPERATOR);
    expect(res.body.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  const answer = (operation: Parameters<typeof graphqlRequest>[1]) => graphqlRequest(t.server, operation);
  const figuresOf = async (id: string, nextFixtures?: number): Promise<Figures> => {
    const res = await answer(footballerFiguresOperation(id, nextFixtures));
    expect(res.body.errors).toBeUndefined();
    return res.body.data.footballer as Figures;
  };

  it('should play the striker and the midfielder in their position groups (the points below assume it)', () => {
    const positionOf = (id: string) => world.footballers.find((f) => f.id === id)!.position;
    expect(positionGroupOf(positionOf(striker))).toBe('ATT');
    expect(positionGroupOf(positionOf(midfielder))).toBe('MID');
  });

  it('should list his gameweeks of the season oldest first, two matches of one gameweek added up', async () => {
    const { gameweeks } = await figuresOf(striker);
    const quiet = (gameweek: number) => ({
      gameweek,
      points: 2,
      minutes: 90,
      goals: 0,
      assists: 0,
      cleanSheet: true,
    });
    expect(gameweeks).toEqual([
      quiet(1),
      { gameweek: 2, points: 6, minutes: 90, goals: 1, assists: 0, cleanSheet: true },
      quiet(3),
      quiet(4),
      quiet(5),
      // 1-0 (2 + 4 points, clean sheet) and 1-1 (2 + 4): a clean sheet in one of them.
      { gameweek: 6, points: 12, minutes: 180, goals: 2, assists: 0, cleanSheet: true },
    ]);
  });

  it('should average the points of his last 5 gameweeks for his form, not his last 5 matches', async () => {
    // Gameweeks 2 to 6: (6 + 2 + 2 + 2 + 12) / 5; his last 5 matches would be 3.6, all 6 gameweeks 4.33.
    expect((await figuresOf(striker)).form).toBe(4.8);
    // MID: 2 for 60 minutes, 1 a clean sheet, 3 an assist: gameweeks 2 to 6 are 6, 3, 3, 3 and 3 + 5.
    expect((await figuresOf(midfielder)).form).toBe(4.6);
  });

  it('should total his season, leaving out a match of another season', async () => {
    expect((await figuresOf(striker)).seasonTotals).toEqual({
      appearances: 7,
      minutes: 630,
      goals: 3,
      assists: 0,
      cleanSheets: 6,
      points: 26,
    });
    expect((await figuresOf(midfielder)).seasonTotals).toMatchObject({
      appearances: 7,
      assists: 2,
      points: 26,
    });
  });

  it('should answer no gameweek, form 0 and zero totals for a footballer who has not played', async () => {
    expect(await figuresOf(reserve, 1)).toMatchObject({
      gameweeks: [],
      form: 0,
      seasonTotals: { appearances: 0, minutes: 0, goals: 0, assists: 0, cleanSheets: 0, points: 0 },
    });
  });

  it("should list his club's fixtures not kicked off yet, soonest first, each rated by its opponent", async () => {
    const { nextFixtures } = await figuresOf(striker, 10);
    expect(nextFixtures).toEqual(
      ofX.slice(6, 16).map((f) => ({
        matchId: f.id,
        gameweek: f.gameweek,
        kickoffAt: f.kickoffAt.toISOString(),
        home: f.homeClubId === X,
        opponent: { id: opponentOf(f) },
        difficulty: expectedDifficulty.get(opponentOf(f)),
      })),
    );
    expect((await figuresOf(striker)).nextFixtures).toEqual(nextFixtures.slice(0, 5));
    // Not kicked off is what counts, not the gameweek: nobody played W's gameweek 1 fixture.
    const ofW = squadOf(W)[0]!.id;
    expect((await figuresOf(ofW, 1)).nextFixtures.map((f) => f.matchId)).toEqual([fixtures[1]!.id]);
  });

  describe('FootballerFormUpdated, what the market sorts by', () => {
    const formEvents = async () =>
      (await outbox(t, 'FootballerFormUpdated')).map((row) => row.payload as Record<string, unknown>);
    const latestOf = async (footballerId: string) =>
      (await formEvents()).filter((payload) => payload.footballerId === footballerId).at(-1);

    it('should record one for every footballer of both clubs at each full time, and one for everyone at seeding', async () => {
      const events = await formEvents();
      const played = [...ofX.slice(0, 6), secondInGameweek6, nextSeason];
      const squadSize = (clubId: string) => squadOf(clubId).length;
      expect(events).toHaveLength(
        world.footballers.length +
          played.reduce((sum, f) => sum + squadSize(f.homeClubId) + squadSize(f.awayClubId), 0),
      );
      const idle = world.clubs.find(
        (club) => !played.some((f) => [f.homeClubId, f.awayClubId].includes(club.id)),
      )!;
      const ofIdle = new Set(squadOf(idle.id).map((f) => f.id));
      expect(events.filter((payload) => ofIdle.has(payload.footballerId as string))).toHaveLength(
        squadSize(idle.id),
      );
    });

    it("should carry the figures the Footballer fields answer after a full time, with the club's next fixture", async () => {
      for (const footballerId of [striker, midfielder, reserve, zStriker]) {
        const figures = await figuresOf(footballerId, 1);
        const [next] = figures.nextFixtures;
        expect(await latestOf(footballerId)).toEqual({
          footballerId,
          form: figures.form,
          seasonPoints: figures.seasonTotals.points,
          nextFixture: {
            matchId: next!.matchId,
            gameweek: next!.gameweek,
            kickoffAt: next!.kickoffAt,
            home: next!.home,
            opponentClubId: next!.opponent.id,
            difficulty: next!.difficulty,
          },
          asOf: expect.any(String),
        });
      }
      expect(await latestOf(striker)).toMatchObject({ form: 4.8, seasonPoints: 26 });
    });

    it('should record a footballer whose club has not played with its first fixture and form 0', async () => {
      const ofW = squadOf(W)[0]!.id;
      const first = fixtures[1]!;
      expect(await latestOf(ofW)).toMatchObject({
        nextFixture: { matchId: first.id, home: true, difficulty: expectedDifficulty.get(first.awayClubId) },
      });
      expect(await latestOf(reserve)).toMatchObject({ form: 0, seasonPoints: 0 });
    });
  });

  it('should rate the strongest clubs 5 and the weakest 1, four clubs a rating', async () => {
    const ratings = [...expectedDifficulty.values()];
    for (const rating of [1, 2, 3, 4, 5]) expect(ratings.filter((r) => r === rating)).toHaveLength(4);
    const { nextFixtures } = await figuresOf(striker, 10);
    for (const fixture of nextFixtures)
      expect(fixture.difficulty).toBe(expectedDifficulty.get(fixture.opponent.id));
  });

  it.each([0, 11])('should refuse nextFixtures(limit: %i) with BAD_USER_INPUT', async (limit) => {
    // Nothing else selected: a refused field leaves its siblings' reads running after the answer.
    const res = await answer({
      query:
        'query ($id: ID!, $limit: Int!) { footballer(id: $id) { nextFixtures(limit: $limit) { matchId } } }',
      variables: { id: striker, limit },
    });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'limit must be between 1 and 10',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_LIMIT' },
    });
  });

  it('should answer 100 footballers in as many statements as 3', async () => {
    const ids = [striker, midfielder, reserve];
    for (const footballer of world.footballers)
      if (ids.length < 100 && !ids.includes(footballer.id)) ids.push(footballer.id);
    const run = (some: string[]) =>
      sqlStatementsDuring(t.dataSource, async () => {
        const res = await answer(footballerFiguresEntitiesOperation(some, 2));
        expect(res.body.errors).toBeUndefined();
        return res.body.data._entities as Figures[];
      });
    const few = await run(ids.slice(0, 3));
    const many = await run(ids);

    expect(many.result).toHaveLength(100);
    expect(many.result.slice(0, 3)).toEqual(few.result);
    expect(many.result[0]).toEqual(await figuresOf(striker, 2));
    for (const footballer of many.result) {
      const clubId = world.footballers.find((f) => f.id === footballer.id)!.clubId;
      const [next] = fixtures.filter((f) => f.homeClubId === clubId || f.awayClubId === clubId);
      expect(footballer.nextFixtures).toHaveLength(2);
      // Only X and Z have played: everyone else's next fixture is still his gameweek 1.
      if (clubId !== X && clubId !== Z) expect(footballer.nextFixtures[0]!.matchId).toBe(next!.id);
    }
    // The reads of the tables behind the figures (the event relay may poll its own table meanwhile).
    const reads = ({ statements }: { statements: string[] }) =>
      statements.filter((sql) => /\b(footballer_performance|match|season|footballer|club)\b/.test(sql));
    expect(reads(many)).toHaveLength(reads(few).length);
    expect(reads(few).length).toBeLessThanOrEqual(6);
  });
});
