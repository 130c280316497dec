import { graphqlRequest, type TestApp } from '@sfl/testing';
import { ingestMatchFeedOperation, matchOperation } from './operations/matches.operations';
import {
  fixtures,
  lineupIdsOf,
  MANAGER,
  OPERATOR,
  outbox,
  resetWorld,
  squadOf,
  startMatchesTestApp,
  world,
} from './matches-test-app';

// Gameweek 1's first fixture; starters come in 4-3-3 slot order: GK, two full-backs, two centre-backs,
// striker, left and right wingers, three midfielders.
const fixture = fixtures[0]!;
const home = lineupIdsOf(fixture.homeClubId);
const away = lineupIdsOf(fixture.awayClubId);
const [homeKeeper, homeLeftBack, , homeCentreBack, , homeStriker, homeWinger, , homeMidfielder] =
  home.starters;
const [awayKeeper, , , awayCentreBack, , awayStriker] = away.starters;
const unnamedHomePlayer = squadOf(fixture.homeClubId).find(
  (f) => !home.starters.includes(f.id) && !home.bench.includes(f.id),
)!.id;
const otherFixture = fixtures[1]!;

type FeedAction = Record<string, unknown>;
const feedOf = (actions: FeedAction[], options: { lineups?: boolean } = {}) => ({
  version: 1,
  matches: [
    {
      matchId: fixture.id,
      ...(options.lineups === false ? {} : { lineups: { home, away } }),
      actions,
    },
  ],
});
const goal = (
  minute: number,
  scorerId = homeStriker,
  assistId: string | undefined = homeWinger,
): FeedAction => ({
  type: 'GOAL',
  minute,
  scorerId,
  ...(assistId ? { assistId } : {}),
});

describe('matches subgraph: match feed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
  });
  afterAll(() => t.close());

  const ingest = (feed: unknown, caller: { userId?: string; roles?: string[] } = OPERATOR) =>
    graphqlRequest(
      t.server,
      ingestMatchFeedOperation(typeof feed === 'string' ? feed : JSON.stringify(feed, null, 2)),
      caller,
    );
  const errorOf = (res: { body: { errors?: { message: string; extensions: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0];
  const matchOf = async (id = fixture.id) =>
    (await graphqlRequest(t.server, matchOperation(id))).body.data.match;
  const count = async (table: string) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n as string);
  const expectNothingApplied = async () => {
    expect((await matchOf()).status).toBe('SCHEDULED');
    expect(await count('match_action')).toBe(0);
    expect(await count('match_lineup')).toBe(0);
    // Only what seeding the world recorded.
    expect(new Set((await outbox(t)).map((e) => e.type))).toEqual(
      new Set(['FootballerRegistered', 'FootballerFormUpdated', 'SeasonStarted', 'GameweeksScheduled']),
    );
    expect(await count('match')).toBe(fixtures.length);
  };

  describe('operators only', () => {
    beforeAll(() => resetWorld(t));

    it('should answer UNAUTHENTICATED to an anonymous caller and apply nothing', async () => {
      const res = await ingest(feedOf([goal(12)]), {});
      expect(errorOf(res)?.extensions.code).toBe('UNAUTHENTICATED');
      await expectNothingApplied();
    });

    it('should answer FORBIDDEN to a manager without the operator role and apply nothing', async () => {
      const res = await ingest(feedOf([goal(12)]), MANAGER);
      expect(errorOf(res)?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'MISSING_ROLE' });
      await expectNothingApplied();
    });

    it('should refuse an operator past the feed quota, refused feeds counted, applying nothing', async () => {
      const busy = { userId: '3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f601', roles: ['operator'] };
      for (let call = 0; call < 600; call++) await ingest('not json', busy);
      const res = await ingest(feedOf([goal(12)]), busy);
      expect(errorOf(res)).toMatchObject({
        message: expect.stringMatching(/^Too many match feeds\. Try again in \d+ seconds?\.$/),
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
      });
      await expectNothingApplied();
      // Another operator's feeds are not held back.
      expect(errorOf(await ingest('not json'))?.extensions.reason).toBe('FEED_NOT_JSON');
    });
  });

  describe('applying a feed', () => {
    beforeEach(() => resetWorld(t));

    it('should kick the match off, score the goal and record both events with growing snapshot versions', async () => {
      const res = await ingest(feedOf([goal(12)]));
      expect(res.body.data.ingestMatchFeed).toEqual({
        matchesCreated: 0,
        actionsApplied: 1,
        matchesFinished: 0,
      });
      expect(await matchOf()).toMatchObject({
        status: 'LIVE',
        score: '1-0',
        homeScore: 1,
        minute: 12,
        version: 2,
      });

      // The match's own events (gameweeks.e2e-spec covers the gameweek and performance ones).
      const events = (await outbox(t)).filter((e) => e.type.startsWith('Match'));
      expect(events.map((e) => e.type)).toEqual(['MatchKickedOff', 'MatchActionRecorded']);
      expect(events.every((e) => e.aggregate_id === fixture.id)).toBe(true);
      expect(events[0]!.payload.snapshot).toMatchObject({ status: 'LIVE', minute: 0, version: 1 });
      expect(events[1]!.payload).toMatchObject({
        snapshot: {
          matchId: fixture.id,
          gameweek: 1,
          homeClub: { id: fixture.homeClubId },
          awayClub: { id: fixture.awayClubId },
          homeScore: 1,
          awayScore: 0,
          minute: 12,
          status: 'LIVE',
          version: 2,
        },
        action: {
          kind: 'GOAL',
          minute: 12,
          clubId: fixture.homeClubId,
          footballerId: homeStriker,
          assistFootballerId: homeWinger,
          relatedFootballerId: null,
        },
      });
    });

    it('should play a whole match over several feeds and finish it at FULL_TIME', async () => {
      await ingest(feedOf([goal(12)]));
      const res = await ingest(
        feedOf(
          [
            { type: 'YELLOW_CARD', minute: 30, footballerId: awayCentreBack },
            { type: 'OWN_GOAL', minute: 40, footballerId: homeCentreBack },
            { type: 'PENALTY_SAVED', minute: 52, takerId: awayStriker, goalkeeperId: homeKeeper },
            { type: 'SUBSTITUTION', minute: 60, onId: home.bench[1], offId: homeMidfielder },
            { type: 'PENALTY_SCORED', minute: 70, takerId: homeStriker },
            { type: 'PENALTY_MISSED', minute: 80, takerId: awayStriker },
            { type: 'RED_CARD', minute: 85, footballerId: awayCentreBack },
            { type: 'FULL_TIME', minute: 94 },
          ],
          { lineups: false },
        ),
      );
      expect(res.body.data.ingestMatchFeed).toEqual({
        matchesCreated: 0,
        actionsApplied: 7,
        matchesFinished: 1,
      });
      const match = await matchOf();
      expect(match).toMatchObject({ status: 'FT', score: '2-1', minute: 94, version: 10 });
      expect(match.actions.map((a: { kind: string }) => a.kind)).toEqual([
        'GOAL',
        'YELLOW_CARD',
        'OWN_GOAL',
        'PENALTY_SAVED',
        'SUBSTITUTION',
        'PENALTY_SCORED',
        'PENALTY_MISSED',
        'RED_CARD',
      ]);
      expect(match.actions[2]).toMatchObject({
        club: { id: fixture.homeClubId },
        homeScore: 1,
        awayScore: 1,
      });
      expect(match.actions[3]).toMatchObject({
        footballer: { id: homeKeeper },
        related: { id: awayStriker },
      });
      expect(match.actions[4]).toMatchObject({
        footballer: { id: home.bench[1] },
        related: { id: homeMidfielder },
      });
      const finished = await outbox(t, 'MatchFinished');
      expect(finished).toHaveLength(1);
      expect(finished[0]!.payload.snapshot).toMatchObject({
        status: 'FT',
        homeScore: 2,
        awayScore: 1,
        version: 10,
      });
    });

    it('should refuse actions for a finished match', async () => {
      await ingest(feedOf([goal(12), { type: 'FULL_TIME', minute: 93 }]));
      const res = await ingest(feedOf([goal(95)], { lineups: false }));
      expect(errorOf(res)?.message).toMatch(
        /matches\[0\]\.matchId \(line \d+\): the match has already finished/,
      );
    });

    it('should create new fixtures once, leaving an identical one alone on a second delivery', async () => {
      const [homeClub, awayClub] = world.clubs;
      const feed = {
        version: 1,
        fixtures: [
          {
            id: '4f0b8a8e-5d1c-4a8f-9b3e-0c6d7e8f9a10',
            gameweek: 39,
            kickoffAt: '2027-06-01T18:00:00Z',
            homeClubId: homeClub!.id,
            awayClubId: awayClub!.id,
          },
        ],
      };
      expect((await ingest(feed)).body.data.ingestMatchFeed).toEqual({
        matchesCreated: 1,
        actionsApplied: 0,
        matchesFinished: 0,
      });
      expect((await ingest(feed)).body.data.ingestMatchFeed.matchesCreated).toBe(0);
      expect(await matchOf('4f0b8a8e-5d1c-4a8f-9b3e-0c6d7e8f9a10')).toMatchObject({
        gameweek: 39,
        status: 'SCHEDULED',
      });
    });
  });

  // A rejected feed leaves the world untouched (each test checks it), so they share one reset.
  describe('rejecting a feed', () => {
    beforeAll(() => resetWorld(t));

    it('should name the path, line and reason of a malformed field', async () => {
      const text = `{
  "version": 1,
  "matches": [
    {
      "matchId": "${fixture.id}",
      "lineups": ${JSON.stringify({ home, away })},
      "actions": [
        { "type": "GOAL", "minute": 12, "scorerId": "not-a-uuid" }
      ]
    }
  ]
}`;
      const res = await ingest(text);
      expect(errorOf(res)).toMatchObject({
        message: 'Invalid match feed: matches[0].actions[0].scorerId (line 8): must be a UUID',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_FEED' },
      });
      await expectNothingApplied();
    });

    it('should give the line and column of broken JSON', async () => {
      const res = await ingest('{\n  "version": 1,\n  "matches": [\n}');
      expect(errorOf(res)).toMatchObject({
        message: 'Feed is not valid JSON: unexpected "}" (line 4, column 1)',
        extensions: { code: 'BAD_USER_INPUT', reason: 'FEED_NOT_JSON' },
      });
    });

    const unknownId = '9e0c1d2a-3b4c-4d5e-8f60-718293a4b5c6';
    it.each<[string, () => unknown, string, RegExp]>([
      ['a wrong version', () => ({ ...feedOf([goal(12)]), version: 2 }), 'version', /must be 1/],
      ['an empty feed', () => ({ version: 1 }), '(feed)', /neither fixtures nor matches/],
      [
        'an unknown action type',
        () => feedOf([{ type: 'CORNER', minute: 3 }]),
        'matches[0].actions[0].type',
        /type must be one of GOAL, OWN_GOAL/,
      ],
      [
        'an unknown field',
        () => feedOf([{ type: 'GOAL', minute: 3, scorer: homeStriker, scorerId: homeStriker }]),
        'matches[0].actions[0]',
        /Unrecognized key: "scorer"/,
      ],
      ['a minute past 130', () => feedOf([goal(131)]), 'matches[0].actions[0].minute', /between 0 and 130/],
      [
        'a lineup of ten',
        () => ({
          version: 1,
          matches: [
            {
              matchId: fixture.id,
              lineups: { home: { starters: home.starters.slice(1) }, away },
              actions: [goal(1)],
            },
          ],
        }),
        'matches[0].lineups.home.starters',
        /exactly 11/,
      ],
      [
        'an unknown match',
        () => ({ version: 1, matches: [{ matchId: unknownId, actions: [goal(1)] }] }),
        'matches[0].matchId',
        /no match/,
      ],
      [
        'missing lineups before kick-off',
        () => feedOf([goal(12)], { lineups: false }),
        'matches[0].lineups',
        /required to kick the match off/,
      ],
      [
        'a starter of another club',
        () => ({
          version: 1,
          matches: [
            {
              matchId: fixture.id,
              lineups: {
                home: { ...home, starters: home.starters.map((id, i) => (i === 3 ? awayKeeper : id)) },
                away,
              },
              actions: [goal(12)],
            },
          ],
        }),
        'matches[0].lineups.home.starters[3]',
        /does not play for the right club/,
      ],
      [
        'a scorer on the bench',
        () => feedOf([goal(12, home.bench[2], undefined)]),
        'matches[0].actions[0].scorerId',
        /is not on the pitch/,
      ],
      [
        'an assist from the other side',
        () => feedOf([goal(12, homeStriker, awayStriker)]),
        'matches[0].actions[0].assistId',
        /right club/,
      ],
      [
        'a minute going backwards',
        () => feedOf([goal(50), goal(20)]),
        'matches[0].actions[1].minute',
        /before the match's current minute 50/,
      ],
      [
        'a second yellow sent as a yellow',
        () =>
          feedOf([
            { type: 'YELLOW_CARD', minute: 10, footballerId: homeLeftBack },
            { type: 'YELLOW_CARD', minute: 20, footballerId: homeLeftBack },
          ]),
        'matches[0].actions[1].footballerId',
        /send a second yellow as a red card/,
      ],
      [
        'a sent-off player acting',
        () => feedOf([{ type: 'RED_CARD', minute: 10, footballerId: homeStriker }, goal(20)]),
        'matches[0].actions[1].scorerId',
        /not on the pitch/,
      ],
      [
        'a substitute of another club',
        () => feedOf([{ type: 'SUBSTITUTION', minute: 60, onId: away.bench[1], offId: homeStriker }]),
        'matches[0].actions[0].onId',
        /right club/,
      ],
      [
        'a sixth substitution',
        () =>
          feedOf(
            [1, 2, 3, 4, 5, 6].map((n) => ({
              type: 'SUBSTITUTION',
              minute: 60 + n,
              onId: n === 6 ? unnamedHomePlayer : home.bench[n],
              offId: home.starters[n],
            })),
          ),
        'matches[0].actions[5]',
        /at most 5 substitutions/,
      ],
      [
        'FULL_TIME before the last action',
        () => feedOf([{ type: 'FULL_TIME', minute: 90 }, goal(91)]),
        'matches[0].actions[0].type',
        /must be the last action/,
      ],
      [
        'a fixture with an unknown club',
        () => ({
          version: 1,
          fixtures: [
            {
              id: unknownId,
              gameweek: 39,
              kickoffAt: '2027-06-01T18:00:00Z',
              homeClubId: world.clubs[0]!.id,
              awayClubId: unknownId,
            },
          ],
        }),
        'fixtures[0].awayClubId',
        /no club/,
      ],
      [
        'a fixture reusing the id of a different match',
        () => ({
          version: 1,
          fixtures: [
            {
              id: fixture.id,
              gameweek: 39,
              kickoffAt: '2027-06-01T18:00:00Z',
              homeClubId: fixture.awayClubId,
              awayClubId: fixture.homeClubId,
            },
          ],
        }),
        'fixtures[0].id',
        /a different match already has this id/,
      ],
    ])('should reject %s with its path and reason, and apply nothing', async (_label, feed, path, reason) => {
      const res = await ingest(feed());
      const error = errorOf(res)!;
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_FEED' });
      const escaped = path.replace(/[[\].()]/g, (c) => `\\${c}`);
      expect(error.message).toMatch(new RegExp(`^Invalid match feed: ${escaped} \\(line \\d+\\): `));
      expect(error.message).toMatch(reason);
      await expectNothingApplied();
    });

    it('should undo the valid part of a feed when a later match in it is rejected', async () => {
      const feed = {
        version: 1,
        matches: [
          { matchId: fixture.id, lineups: { home, away }, actions: [goal(12)] },
          { matchId: otherFixture.id, actions: [goal(5)] },
        ],
      };
      const res = await ingest(feed);
      expect(errorOf(res)?.message).toMatch(
        /^Invalid match feed: matches\[1\]\.lineups \(line \d+\): required/,
      );
      await expectNothingApplied();
    });

    it('should list several shape problems at once', async () => {
      const res = await ingest({ version: 3, matches: [{ matchId: 'x', actions: [] }] });
      const message = errorOf(res)!.message;
      expect(message).toMatch(/version \(line 2\): must be 1/);
      expect(message).toMatch(/matches\[0\]\.matchId \(line \d+\): must be a UUID/);
      expect(message).toMatch(/matches\[0\]\.actions \(line \d+\): must list at least one action/);
    });
  });
});
