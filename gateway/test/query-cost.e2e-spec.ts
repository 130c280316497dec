import type { Client } from 'graphql-ws';
import {
  type MatchesSubgraph,
  signIn,
  startGateway,
  startMatchesSubgraph,
  startUsersSubgraph,
  subgraphUrlsWith,
  type TestGateway,
  type UsersSubgraph,
} from './gateway-test-app';
import { sharedLiveBackbone } from './live-backbone';
import { liveClient, subscribe } from './live-client';

// Lists inside lists: each level multiplies the rows the subgraphs would read and send.
const NESTED_LISTS = 'clubs { footballers { club { footballers { id name } } } }';
const ALIASED = `query Nested { ${Array.from({ length: 15 }, (_, i) => `c${i}: ${NESTED_LISTS}`).join(' ')} }`;
// 900 leagues, each resolving a page of standings and one of gameweeks: 1,800 fetches.
const LEAGUES_PAGE =
  'leagues(limit: 100) { items { standings(limit: 1) { rank } gameweeks(limit: 1) { gameweek } } }';
const LEAGUE_PAGES = `{ ${Array.from({ length: 9 }, (_, i) => `l${i}: ${LEAGUES_PAGE}`).join(' ')} }`;
const COST_ERROR = /^Query cost limit of 5000 exceeded, found \d+\. A list counts as many items as its limit/;

// What the home page and a club page ask for.
const PRODUCT_QUERY = `query Product {
  liveMatches { id score homeClub { id name shortName } awayClub { id name shortName } }
  topPerformers(limit: 5) { points goals assists footballer { id name position club { id shortName } } }
  clubs { id name shortName footballers { id name position overall } }
}`;

describe('query cost: list sizes count, before any subgraph is called', () => {
  let matches: MatchesSubgraph;
  let users: UsersSubgraph;
  let gateway: TestGateway;
  let url: string;
  let matchesRequests = 0;

  beforeAll(async () => {
    matches = await startMatchesSubgraph((await sharedLiveBackbone()).bus);
    matches.app.getHttpServer().on('request', () => (matchesRequests += 1));
    users = await startUsersSubgraph();
    gateway = await startGateway(users.url, {
      subgraphUrls: subgraphUrlsWith({ users: users.url, matches: matches.url }),
    });
    url = await gateway.listen();
  });
  afterAll(async () => {
    await gateway?.close();
    await matches?.close();
    await users?.close();
  });

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: unknown[] } };
  };

  it.each([
    ['nested lists under 15 aliases', ALIASED, undefined],
    ['nine aliases of 100 leagues, each with a standing and a gameweek', LEAGUE_PAGES, undefined],
    [
      'one nested list with large pages',
      '{ footballers(limit: 100) { club { footballers(limit: 100) { id } } } }',
      undefined,
    ],
    [
      'aliased pages of championships, each with a large page of pre-registrations',
      `{ ${Array.from({ length: 3 }, (_, i) => `c${i}: championships(limit: 20) { preRegistrations(limit: 100) { id } }`).join(' ')} }`,
      undefined,
    ],
    [
      'large pages given as variables',
      'query Pages($n: Int!) { clubs(limit: $n) { footballers(limit: $n) { id name } } }',
      { n: 100 },
    ],
  ])(
    'should refuse %s over HTTP with a clear error, and call no subgraph',
    async (_label, query, variables) => {
      const before = matchesRequests;

      const res = await post(query, variables);

      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        { message: expect.stringMatching(COST_ERROR), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ]);
      expect(matchesRequests).toBe(before);
    },
  );

  it("should cost a list sized by another argument than its limit by that argument's value in each request", async () => {
    const histories =
      'query Histories($days: Int!) { footballers(limit: 100) { market { priceHistory(days: $days) { sales } } } }';

    const week = await post(histories, { days: 1 });
    const year = await post(histories, { days: 365 });

    expect(week.body.errors ?? []).not.toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(COST_ERROR) }),
    );
    expect(year.status).toBe(400);
    expect(year.body.errors).toEqual([
      { message: expect.stringMatching(COST_ERROR), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
  });

  it('should answer what the product asks for', async () => {
    const before = matchesRequests;

    const res = await post(PRODUCT_QUERY);

    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    const { clubs } = res.body.data as { clubs: { footballers: unknown[] }[] };
    expect(clubs).toHaveLength(20);
    expect(clubs[0]!.footballers).toHaveLength(26);
    expect(matchesRequests).toBeGreaterThan(before);
  });

  it('should count a list without paging by the size its subgraph declares', async () => {
    // liveMatches answers at most 8 (@listSize(assumedSize: 8)): 8 full timelines fit, 100 would not.
    const res = await post('{ liveMatches { id actions(limit: 100) { id minute footballer { id name } } } }');

    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
  });

  it('should cost the same document again for each page size and skipped part it is sent with', async () => {
    // The cost is kept per document and the values it reads: each of these must get its own.
    const pages = 'query Pages($n: Int!) { clubs(limit: $n) { footballers(limit: $n) { id name } } }';
    const skippable = `query Skippable($n: Int!, $few: Boolean!) {
      clubs(limit: $n) { footballers(limit: $n) @skip(if: $few) { id name } } }`;
    const sent = [
      await post(pages, { n: 2 }),
      await post(pages, { n: 100 }),
      await post(pages, { n: 2 }),
      await post(skippable, { n: 100, few: true }),
      await post(skippable, { n: 100, few: false }),
    ];

    expect(sent.map(({ status }) => status)).toEqual([200, 400, 200, 200, 400]);
    expect(sent[1]!.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(COST_ERROR) }),
    ]);
    expect(sent[4]!.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(COST_ERROR) }),
    ]);
  });

  it('should refuse the nested lists over the WebSocket transport too, and call no subgraph', async () => {
    const client: Client = liveClient(url, { cookie: await signIn(url) });
    try {
      const before = matchesRequests;
      const received = subscribe(client, ALIASED);

      const errors = await received.waitForError();

      expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
      expect(received.values).toEqual([]);
      expect(matchesRequests).toBe(before);
    } finally {
      await client.dispose();
    }
  });
});
