import { allContracts, MatchActionRecorded, UserSessionsRevoked } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { until } from '@sfl/testing';
import { changeRole } from '@sfl/users';
import request from 'supertest';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import {
  currentUserThrough,
  loginThrough,
  type MatchesSubgraph,
  registerThrough,
  startGateway,
  startMatchesSubgraph,
  startUsersSubgraph,
  subgraphUrlsWith,
  type TestGateway,
  type UsersSubgraph,
} from './gateway-test-app';
import { hearing } from './live-backbone';
import { FIXTURES, homeGoalFeed, INGEST, scheduledFixture } from './match-feed';

const HOME_PAGE = `query HomePage {
  liveMatches { id status minute score homeClub { id name shortName } awayClub { id shortName } }
  topPerformers(limit: 5) { gameweek points footballer { id name position club { id shortName } } }
}`;
// A signed-in manager's repeated reads, answered from each gateway's memory: their own user row
// (GET /api/user) and the home page's query. Two gateways, each over the real users and matches
// subgraphs behind proxies that count their reads, on one event backbone; the second gateway tells
// the test which events it has acted on. Public answers last an hour unless an event says.
describe('signed-in reads kept in the gateway', () => {
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'signed-in-reads-test', level: 'silent' }),
  });
  const { liveEvents, heardCount } = hearing(bus);
  let matches: MatchesSubgraph;
  let users: UsersSubgraph;
  let usersProxy: CountingProxy;
  let matchesProxy: CountingProxy;
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    matches = await startMatchesSubgraph(bus);
    users = await startUsersSubgraph({ eventBus: bus });
    // No other service here: their topics are read from the users database, where nothing is recorded on them.
    for (const service of ['spl-rewards', 'nft', 'squads', 'championships', 'notifications'])
      await bus.startPublishing(service, users.dataSource);
    usersProxy = await startCountingProxy(users.url);
    matchesProxy = await startCountingProxy(matches.url);
    const options = {
      subgraphUrls: subgraphUrlsWith({ users: usersProxy.url, matches: matchesProxy.url }),
      publicReadTtlMs: 60 * 60_000,
    };
    first = await startGateway(usersProxy.url, { ...options, liveEvents: bus });
    second = await startGateway(usersProxy.url, { ...options, liveEvents });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await bus.stop();
    await matchesProxy?.close();
    await usersProxy?.close();
    await matches?.close();
    await users?.close();
  });

  const register = (gateway: TestGateway) => registerThrough(gateway, 'kept');
  const graphql = (gateway: TestGateway, query: string, cookie?: string, variables?: object) => {
    const call = request(gateway.app).post('/graphql').send({ query, variables });
    return cookie ? call.set('Cookie', cookie) : call;
  };

  describe('GET /api/user', () => {
    it('should read each user once and answer every later GET /api/user of any of their sessions from memory, each their own', async () => {
      const ann = await register(first);
      const bob = await register(first);
      const annElsewhere = await loginThrough(first, ann.username);
      const reads = usersProxy.count;

      for (let i = 0; i < 3; i++) {
        const mine = await currentUserThrough(first, ann.cookie).expect(200);
        expect(mine.body).toEqual({ id: ann.id, username: ann.username, createdAt: expect.any(String) });
        expect(mine.headers['cache-control']).toBe('private, no-cache');
        expect(mine.headers['set-cookie']?.[0]).toMatch(/^sid=/);
        expect((await currentUserThrough(first, bob.cookie).expect(200)).body).toMatchObject({ id: bob.id });
      }
      expect((await currentUserThrough(first, annElsewhere).expect(200)).body).toMatchObject({ id: ann.id });

      expect(usersProxy.count - reads).toBe(2);
    });

    it('should answer 401 to a session logged out though its user is kept, and the user’s other session as before', async () => {
      const { username, id, cookie } = await register(first);
      const other = await loginThrough(first, username);
      await currentUserThrough(first, cookie).expect(200);
      await currentUserThrough(first, other).expect(200);

      await request(first.app).post('/api/logout').set('Cookie', cookie).expect(200);

      expect((await currentUserThrough(first, cookie).expect(401)).body).toEqual({
        message: 'Not logged in',
      });
      expect((await currentUserThrough(first, other).expect(200)).body).toMatchObject({ id });
    });

    it('should answer 401 on every gateway that kept the user once they logged out everywhere', async () => {
      const { username, id, cookie } = await register(first);
      const elsewhere = await loginThrough(second, username);
      await currentUserThrough(first, cookie).expect(200);
      await currentUserThrough(second, elsewhere).expect(200);

      await request(first.app).post('/api/logout-everywhere').set('Cookie', cookie).expect(200);

      await currentUserThrough(first, cookie).expect(401);
      await until(
        'the second gateway heard the revocation',
        async () =>
          heardCount(UserSessionsRevoked, (revoked: { userId: string }) => revoked.userId === id) > 0,
      );
      await currentUserThrough(second, elsewhere).expect(401);
    });

    it('should answer 401 on every gateway that kept a user whose role is revoked', async () => {
      const { username, id } = await register(first);
      await changeRole(users.dataSource, { username, role: 'operator', revoke: false });
      const here = await loginThrough(first, username);
      const elsewhere = await loginThrough(second, username);
      await currentUserThrough(first, here).expect(200);
      await currentUserThrough(second, elsewhere).expect(200);

      await changeRole(users.dataSource, { username, role: 'operator', revoke: true });

      await until(
        'the second gateway heard the revocation',
        async () =>
          heardCount(UserSessionsRevoked, (revoked: { userId: string }) => revoked.userId === id) > 0,
      );
      await currentUserThrough(second, elsewhere).expect(401);
      await until(
        'the first gateway ended the session',
        async () => (await currentUserThrough(first, here)).status === 401,
      );
    });
  });

  describe("the home page's query", () => {
    it('should read the matches subgraph once for every caller, signed in or not, and answer each the same bytes', async () => {
      const ann = await register(first);
      const bob = await register(first);
      const reads = matchesProxy.count;

      const answers = [
        await graphql(first, HOME_PAGE).expect(200),
        await graphql(first, HOME_PAGE, ann.cookie).expect(200),
        await graphql(first, HOME_PAGE, bob.cookie).expect(200),
        await graphql(first, HOME_PAGE, ann.cookie).expect(200),
      ];

      expect(matchesProxy.count - reads).toBe(1);
      expect(answers[0]!.body.data).toEqual({
        liveMatches: expect.any(Array),
        topPerformers: expect.any(Array),
      });
      for (const answer of answers) {
        expect(answer.text).toBe(answers[0]!.text);
        expect(answer.headers['content-type']).toBe(answers[0]!.headers['content-type']);
      }
      expect(answers[1]!.headers['set-cookie']?.[0]).toMatch(/^sid=/);
    });

    it('should run as usual, every time, a query that also reads the caller', async () => {
      const ann = await register(first);
      const bob = await register(first);
      const withMe = 'query { liveMatches { id } me { username } }';

      expect((await graphql(first, withMe, ann.cookie).expect(200)).body.data.me).toEqual({
        username: ann.username,
      });
      const reads = matchesProxy.count;
      expect((await graphql(first, withMe, bob.cookie).expect(200)).body.data.me).toEqual({
        username: bob.username,
      });
      expect((await graphql(first, withMe).expect(200)).body.data.me).toBeNull();

      expect(matchesProxy.count - reads).toBe(2);
    });

    it("should answer a match's kick-off and goal in the first read after the gateway heard them", async () => {
      const operator = await operatorCookie();
      const before = await graphql(second, HOME_PAGE, operator).expect(200);
      const { body } = await graphql(second, FIXTURES, operator).expect(200);
      const fixture = scheduledFixture(body.data);
      expect(before.body.data.liveMatches).not.toContainEqual(expect.objectContaining({ id: fixture.id }));
      const { feed } = homeGoalFeed(fixture, 12);

      const ingested = await graphql(second, INGEST, operator, { feed }).expect(200);

      expect(ingested.body).toEqual({ data: { ingestMatchFeed: { actionsApplied: 1 } } });
      await until(
        'the second gateway heard the goal',
        async () =>
          heardCount(
            MatchActionRecorded,
            (recorded: { snapshot: { matchId: string } }) => recorded.snapshot.matchId === fixture.id,
          ) > 0,
      );
      const after = await graphql(second, HOME_PAGE, operator).expect(200);
      expect(after.body.data.liveMatches).toContainEqual(
        expect.objectContaining({ id: fixture.id, status: 'LIVE', minute: 12, score: '1-0' }),
      );
    });
  });

  /** Registers, is granted the operator role in the users database, and logs in again to carry it. */
  async function operatorCookie(): Promise<string> {
    const { username } = await register(second);
    await changeRole(users.dataSource, { username, role: 'operator', revoke: false });
    return loginThrough(second, username);
  }
});
