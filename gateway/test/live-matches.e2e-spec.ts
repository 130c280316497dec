import { allContracts } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { Client } from 'graphql-ws';
import { DataSource } from 'typeorm';
import {
  type MatchesSubgraph,
  signIn,
  startGateway,
  startMatchesSubgraph,
  startUsersSubgraph,
  subgraphUrlsWith,
  TEST_PASSWORD,
  type TestGateway,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';
import { madeUpMatch, recorderFor } from './live-backbone';
import { FIXTURES, type Fixture, homeGoalFeed, INGEST, scheduledFixture } from './match-feed';
import { LIVE_MATCH_UPDATED, liveClient, type LiveMatchUpdated, subscribe, untilLive } from './live-client';

// End to end: an operator's feed through the gateway to the real matches subgraph, its outbox,
// the embedded backbone, and a subscribed client of the same gateway.
describe('live subscriptions fed by the real matches subgraph', () => {
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'live-matches-test', level: 'silent' }),
  });
  let matches: MatchesSubgraph;
  let users: UsersSubgraph;
  let gateway: TestGateway;
  let url: string;
  let client: Client;

  beforeAll(async () => {
    matches = await startMatchesSubgraph(bus);
    users = await startUsersSubgraph({ eventBus: bus });
    // No spl-rewards, nft, squads, championships or notifications service here: their topics are
    // read from the users database, where nothing is recorded on them.
    for (const service of ['spl-rewards', 'nft', 'squads', 'championships', 'notifications'])
      await bus.startPublishing(service, users.dataSource);
    gateway = await startGateway(users.url, {
      subgraphUrls: subgraphUrlsWith({ users: users.url, matches: matches.url }),
      liveEvents: bus,
    });
    url = await gateway.listen();
  });
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await bus.stop();
    await matches?.close();
    await users?.close();
  });

  const graphql = async (cookie: string, query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  /** Registers, is granted the operator role in the users database, and logs in again to carry it. */
  async function operatorCookie(): Promise<string> {
    const username = uniqueUsername('operator');
    await signIn(url, username);
    await users.dataSource.query(`UPDATE user_account SET roles = '{operator}' WHERE username = $1`, [
      username,
    ]);
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (res.status !== 200 || !cookie) throw new Error(`login answered ${res.status}`);
    return cookie;
  }

  it("should deliver the kick-off and the goal of an operator's feed to a subscribed client", async () => {
    const operator = await operatorCookie();
    client = liveClient(url, { cookie: await signIn(url) });
    const updates = subscribe<LiveMatchUpdated>(client, LIVE_MATCH_UPDATED);
    // A made-up kick-off in the matches outbox shows the subscription is live before the feed goes in.
    await untilLive(updates, madeUpMatch(recorderFor(matches.app.get(DataSource))).kickOff);
    const { data } = await graphql(operator, FIXTURES);
    const fixture = scheduledFixture(data as { fixtures: Fixture[] });
    const { feed, scorer } = homeGoalFeed(fixture, 12);

    const ingested = await graphql(operator, INGEST, { feed });

    expect(ingested).toEqual({ data: { ingestMatchFeed: { actionsApplied: 1 } } });
    const ofFixture = (value: LiveMatchUpdated) => value.liveMatchUpdated.match.id === fixture.id;
    const goal = await updates.waitFor((value) => ofFixture(value) && value.liveMatchUpdated.action !== null);
    expect(goal.liveMatchUpdated).toMatchObject({
      match: { score: '1-0', minute: 12, status: 'LIVE', version: 2 },
      action: {
        matchId: fixture.id,
        kind: 'GOAL',
        minute: 12,
        clubId: fixture.homeClub.id,
        footballerId: scorer,
      },
    });
    expect(
      updates.values.filter(ofFixture).map((value) => value.liveMatchUpdated.action?.kind ?? null),
    ).toEqual([null, 'GOAL']);
  });
});
