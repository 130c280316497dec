import { ACHIEVEMENTS, POSITION_GROUPS, SPL_CAPTAIN_LABEL, SPL_REWARDS } from '@sfl/contracts';
import { createMatchesApp, FANTASY_POINTS_TABLE } from '@sfl/matches';
import { createSquadsApp } from '@sfl/squads';
import { startTestApp, startTestAppFedBy, type TestApp } from '@sfl/testing';
import request from 'supertest';
import { escapeHtml } from '../src/rest-facade/whitepaper.html';
import { startGateway, UNREACHABLE_SUBGRAPH } from './gateway-test-app';

// GET /api/whitepaper through the gateway over the real matches and squads subgraphs: the page shows
// the values of the constants the services count with.

const cells = (values: (number | string)[]) =>
  values.map((value) => `<td>${escapeHtml(value)}</td>`).join('');

describe('REST facade: GET /api/whitepaper', () => {
  let matches: TestApp;
  let squads: TestApp;
  let html: string;

  const listening = async (app: TestApp) => {
    await app.app.listen(0, '127.0.0.1');
    return app;
  };
  const urlOf = async (app: TestApp) => `${await app.app.getUrl()}/graphql`;
  /** The page as a gateway over matches and, when given, squads answers it. */
  const whitepaper = async (squadsUrl: string) => {
    const gateway = await startGateway(UNREACHABLE_SUBGRAPH, {
      subgraphUrls: {
        users: UNREACHABLE_SUBGRAPH,
        matches: await urlOf(matches),
        nft: UNREACHABLE_SUBGRAPH,
        squads: squadsUrl,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: UNREACHABLE_SUBGRAPH,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    try {
      const res = await request(gateway.app).get('/api/whitepaper').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      return res.text;
    } finally {
      await gateway.close();
    }
  };

  beforeAll(async () => {
    // squads consumes users, matches and nft events: here they come from a stand-in outbox that stays empty.
    [matches, squads] = await Promise.all([
      startTestApp((dependencies) => createMatchesApp(dependencies)).then(listening),
      startTestAppFedBy(['users', 'matches', 'nft'], createSquadsApp).then(listening),
    ]);
    html = await whitepaper(await urlOf(squads));
    // Two services on embedded databases, matches seeding its whole world: 15 s alone, over a
    // minute in CI beside the other worker's suite.
  }, 150_000);
  afterAll(async () => {
    await squads?.close();
    await matches?.close();
  });

  it('should show the squad rules squads applies', () => {
    expect(html).toContain('A squad has 17 players: 11 starters and 6 on the bench.');
    expect(html).toMatch(/Formations: [^<]*4-3-3[^<]*4-4-2/);
    expect(html).toContain('One card per footballer');
    expect(html).toContain(escapeHtml("Captain: the captain's points count 2x."));
  });

  it('should show every row of the fantasy points table with its points per position group', () => {
    for (const rule of FANTASY_POINTS_TABLE) {
      expect(html).toContain(escapeHtml(rule.action));
      expect(html).toContain(cells(POSITION_GROUPS.map((group) => rule.points[group])));
    }
  });

  it('should show the SPL rewards table and the captain bonus', () => {
    for (const { label, spl } of SPL_REWARDS) {
      expect(html).toContain(`<th scope="row">${escapeHtml(label)}</th>`);
      expect(html).toContain(
        typeof spl === 'number'
          ? `<td colspan="${POSITION_GROUPS.length}">${spl}</td>`
          : cells(POSITION_GROUPS.map((group) => spl[group])),
      );
    }
    expect(html).toContain(cells([800, 500, 250, 200]));
    expect(html).toContain(SPL_CAPTAIN_LABEL);
    expect(html).toContain(
      escapeHtml(
        'it can pay other managers (a market listing, a league entry fee or prize pool, a battle wager) only as you play',
      ),
    );
  });

  it('should show the position groups, the deadline, the season and the captaincy rules', () => {
    expect(html).toContain('<td>LB, CB, RB, LWB, RWB</td>');
    expect(html).toContain(escapeHtml("A gameweek's lineups are taken at its first kick-off"));
    expect(html).toContain(escapeHtml("each player in them locks at his own match's kick-off"));
    expect(html).toContain(escapeHtml('Until a player locks you may swap him with a bench player'));
    expect(html).toContain('Season 1 runs from gameweek 1 to gameweek 38');
    expect(html).toContain('Vice-captain: when the captain played 0 minutes');
    expect(html).toContain('Automatic substitutions');
  });

  it('should state what counts for each achievement, with its reward', () => {
    for (const { title, description, rule, reward } of ACHIEVEMENTS) {
      const tokens = `${reward.tokens.toLocaleString('en')} SPL`;
      expect(html).toContain(
        `<th scope="row">${escapeHtml(title)}</th>${cells([description, rule, tokens])}`,
      );
    }
  });

  it('should still answer without the squads service, saying its rules are not available', async () => {
    const withoutSquads = await whitepaper(UNREACHABLE_SUBGRAPH);
    expect(withoutSquads).toContain('The squad rules (size, bench, formations) are not available right now.');
    expect(withoutSquads).toContain(SPL_CAPTAIN_LABEL);
  });
});
