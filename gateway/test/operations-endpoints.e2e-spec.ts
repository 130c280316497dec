import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProcessMetrics, startMetricsServer } from '@sfl/metrics';
import { metricValue, until } from '@sfl/testing';
import request from 'supertest';
import {
  signIn,
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  type UsersSubgraph,
} from './gateway-test-app';
import { sharedLiveBackbone } from './live-backbone';
import { LIVE_MATCH_UPDATED, liveClient, MATCH_ACTION, subscribe } from './live-client';

// What operators read from a gateway (docs/operations.md): /metrics on its own listener after
// real GraphQL and REST traffic, /health and /ready on the public one.
describe('gateway /metrics and /ready', () => {
  let users: UsersSubgraph;
  let gateway: TestGateway;
  let metricsServer: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    users = await startUsersSubgraph();
    const metrics = new ProcessMetrics();
    gateway = await startGateway(users.url, { metrics });
    metricsServer = await startMetricsServer(metrics, 0, '127.0.0.1');
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    metricsServer?.close();
    await gateway?.close();
    await users?.close();
  });

  const scrape = async () => {
    const res = await request(metricsUrl).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  const operations = (text: string, labels: Record<string, string>) =>
    metricValue(text, 'sfl_graphql_operation_duration_seconds_count', { service: 'gateway', ...labels }) ?? 0;
  const restCalls = (text: string, labels: Record<string, string>) =>
    metricValue(text, 'sfl_rest_request_duration_seconds_count', labels) ?? 0;

  it("should count the clients' GraphQL operations by name, type and outcome", async () => {
    const before = await scrape();
    const graphql = () => request(gateway.app).post('/graphql');
    await graphql().send({ query: 'query CurrentUser { me { id } }' }).expect(200);
    await graphql().send({ query: 'query CurrentUser { me { id } }' }).expect(200);
    await graphql().send({ query: 'query Broken { noSuchField }' }).expect(400);

    const after = await scrape();
    const currentUser = { operation: 'CurrentUser', type: 'query', outcome: 'success' };
    expect(operations(after, currentUser)).toBe(operations(before, currentUser) + 2);
    const invalid = { operation: 'unknown', type: 'unknown', outcome: 'error' };
    expect(operations(after, invalid)).toBe(operations(before, invalid) + 1);
    expect(
      metricValue(after, 'sfl_graphql_operation_duration_seconds_bucket', { ...currentUser, le: '+Inf' }),
    ).toBe(operations(after, currentUser));
  });

  it('should count REST calls by route pattern, method and status, and the operations they run', async () => {
    const before = await scrape();
    await request(gateway.app).get('/api/user').expect(401);
    await request(gateway.app).get('/api/user/someone/spl-balance').expect(401);
    await request(gateway.app).get('/api/no-such-route').expect(404);

    const after = await scrape();
    const user = { route: '/api/user', method: 'GET', status: '401' };
    expect(restCalls(after, user)).toBe(restCalls(before, user) + 1);
    const balance = { route: '/api/user/:id/spl-balance', method: 'GET', status: '401' };
    expect(restCalls(after, balance)).toBe(restCalls(before, balance) + 1);
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect(restCalls(after, unmatched)).toBe(restCalls(before, unmatched) + 1);
    expect(after).not.toContain('someone');
    const facade = { operation: 'FacadeCurrentUser', type: 'query', outcome: 'success' };
    expect(operations(after, facade)).toBe(operations(before, facade) + 1);
  });

  it('should show the open WebSockets, and the subscriptions and their shared executions by operation', async () => {
    const url = await gateway.listen();
    const client = liveClient(url, { cookie: await signIn(url) });
    const live = (text: string, metric: string, operation?: string) =>
      metricValue(text, metric, { service: 'gateway', ...(operation && { operation }) }) ?? 0;
    // Scrapes until the figures show what the sockets did (the server registers a subscription
    // after the client sent it).
    let text = '';
    const scrapeUntil = (what: string, wanted: () => boolean) =>
      until(what, async () => {
        text = await scrape();
        return wanted();
      });
    try {
      subscribe(client, LIVE_MATCH_UPDATED);
      subscribe(client, LIVE_MATCH_UPDATED);
      subscribe(client, MATCH_ACTION, { matchId: 'b1c7d9e2-4a6f-4c3b-9d8e-2f1a0b3c4d5e' });

      await scrapeUntil(
        'the subscriptions counted',
        () =>
          live(text, 'sfl_live_subscriptions', 'LiveMatchUpdated') === 2 &&
          live(text, 'sfl_live_subscriptions', 'MatchAction') === 1,
      );
      expect(live(text, 'sfl_live_connections')).toBe(1);
      expect(live(text, 'sfl_live_subscription_groups', 'LiveMatchUpdated')).toBe(1);
      expect(live(text, 'sfl_live_subscription_groups', 'MatchAction')).toBe(1);
    } finally {
      await client.dispose();
    }
    await scrapeUntil('the closed socket uncounted', () => live(text, 'sfl_live_connections') === 0);
    expect(live(text, 'sfl_live_subscriptions', 'LiveMatchUpdated')).toBe(0);
  });

  it('should not serve /metrics on the public port', async () => {
    await request(gateway.app).get('/metrics').expect(404);
  });

  it('should answer /ready 200 while it runs, and 503 naming the event listeners once they stopped', async () => {
    await request(gateway.app).get('/health').expect(200, { status: 'ok' });
    await request(gateway.app)
      .get('/ready')
      .expect(200, { status: 'ready', checks: { store: 'ok', events: 'ok' } });

    // The live events' transport stops (the file's last test: the backbone is closed after it).
    await (await sharedLiveBackbone()).bus.stop();
    const stopped = await request(gateway.app).get('/ready').expect(503);
    expect(stopped.body).toEqual({
      status: 'not ready',
      checks: { store: 'ok', events: expect.stringMatching(/^not running: live matches\.events/) },
    });
  });
});
