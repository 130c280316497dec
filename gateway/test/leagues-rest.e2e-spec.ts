import { randomUUID } from 'node:crypto';
import { ChampionshipOpened } from '@sfl/contracts';
import { createLeaguesApp, DEFAULT_LEAGUES_LIMITS, startChampionshipsConsumers } from '@sfl/leagues';
import { type ConsumingTestApp, graphqlRequest, seasonStarted, startConsumingTestApp } from '@sfl/testing';
import request from 'supertest';
import { CROSS_SITE_REFUSED } from '../src/rest-facade/require-same-site.middleware';
import {
  signIn,
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  UNREACHABLE_SUBGRAPH,
  type UsersSubgraph,
} from './gateway-test-app';

const CREATE_LEAGUE = `mutation CreateLeague($input: CreateLeagueInput!) {
  createLeague(input: $input) { id inviteCode } }`;
const JOIN_BY_CODE = `mutation JoinByCode($code: String!) { joinLeagueByCode(inviteCode: $code) { status } }`;
// Wrong invite codes one client address may try; small, so a test reaches it in a few calls.
const ADDRESS_CODE_FAILURES = 3;

// POST /api/leagues/{id}/join through the gateway to the real leagues subgraph, which learns of the
// season and of a championship from what matches and championships would publish.
describe('REST facade: joining a league', () => {
  let users: UsersSubgraph;
  let leagues: ConsumingTestApp;
  let gateway: TestGateway;
  let baseUrl: string;

  beforeAll(async () => {
    users = await startUsersSubgraph();
    leagues = await startConsumingTestApp(
      ['matches', 'squads', 'users', 'spl-rewards', 'championships'],
      async (dependencies) => {
        const app = await createLeaguesApp({
          ...dependencies,
          limits: {
            ...DEFAULT_LEAGUES_LIMITS,
            addressCodeFailureQuota: { limit: ADDRESS_CODE_FAILURES, windowMs: 15 * 60_000 },
          },
        });
        await startChampionshipsConsumers(app, dependencies.eventBus);
        return app;
      },
    );
    await leagues.app.listen(0, '127.0.0.1');
    // Behind a trusted proxy (loopback), so a test names each call's client address.
    gateway = await startGateway(users.url, {
      trustProxy: ['loopback'],
      subgraphUrls: {
        users: users.url,
        matches: UNREACHABLE_SUBGRAPH,
        nft: UNREACHABLE_SUBGRAPH,
        squads: UNREACHABLE_SUBGRAPH,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: `${await leagues.app.getUrl()}/graphql`,
        championships: UNREACHABLE_SUBGRAPH,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    baseUrl = await gateway.listen();
    await leagues.publish(...seasonStarted());
    // Three services on embedded databases: 15 s alone, over a minute in CI beside the other
    // worker's suite.
  }, 150_000);
  afterAll(async () => {
    await gateway?.close();
    await leagues?.close();
    await users?.close();
  });

  /** A manager signed in through the gateway: their session cookie and id. */
  const manager = async () => {
    const cookie = await signIn(baseUrl);
    const { id } = (await (await fetch(`${baseUrl}/api/user`, { headers: { cookie } })).json()) as {
      id: string;
    };
    return { cookie, id };
  };
  const createLeague = async (
    creatorId: string,
    input: Record<string, unknown> = {},
  ): Promise<{ id: string; inviteCode: string }> => {
    const res = await graphqlRequest(
      leagues.server,
      { query: CREATE_LEAGUE, variables: { input: { name: 'Office League', ...input } } },
      { userId: creatorId },
    );
    return res.body.data.createLeague;
  };
  const leagueOf = async (creatorId: string, input: Record<string, unknown> = {}): Promise<string> =>
    (await createLeague(creatorId, input)).id;
  const join = (leagueId: string, cookie?: string) =>
    fetch(`${baseUrl}/api/leagues/${leagueId}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: '{}',
    });

  it('should join the signed-in manager and answer the membership', async () => {
    const [ann, bob] = [await manager(), await manager()];
    const leagueId = await leagueOf(ann.id);
    const res = await join(leagueId, bob.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(String), leagueId, status: 'active' });
  });

  // A bodyless POST passes the JSON-only rule: the same-site rule is what keeps another site's
  // form from joining a league (and holding its entry fee) for a signed-in manager.
  it('should refuse a bodyless join from another site and leave the manager out of the league', async () => {
    const [ann, bob] = [await manager(), await manager()];
    const leagueId = await leagueOf(ann.id);
    const url = `${baseUrl}/api/leagues/${leagueId}/join`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { cookie: bob.cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: CROSS_SITE_REFUSED });
    // Not a member yet: his own bodyless join goes through.
    const own = await fetch(url, { method: 'POST', headers: { cookie: bob.cookie } });
    expect(own.status).toBe(200);
  });

  it('should answer pending while an entry fee is being held', async () => {
    const [ann, bob] = [await manager(), await manager()];
    const res = await join(await leagueOf(ann.id, { entryFee: 25 }), bob.cookie);
    expect(await res.json()).toMatchObject({ status: 'pending' });
  });

  it("should join a championship's league by the championship's id", async () => {
    const bob = await manager();
    const championshipId = randomUUID();
    await leagues.publish(ChampionshipOpened, championshipId, {
      championshipId,
      name: 'Super Cup',
      description: '',
      leagueType: 'super',
      maxParticipants: 10,
      startGameweek: 2,
      endGameweek: 5,
      entrantIds: [],
      openedAt: new Date().toISOString(),
    });
    const res = await join(championshipId, bob.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ leagueId: championshipId, status: 'active' });
  });

  // The gateway names the client's address to the leagues subgraph, on /graphql and on the REST
  // facade alike; invite codes (GraphQL only) are counted per address, joins by id are not.
  it("should throttle one address's managers' wrong invite codes together, and still join them by id", async () => {
    const league = await createLeague(randomUUID(), { isPrivate: true });
    const wrong = league.inviteCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const [home, elsewhere] = ['198.51.100.27', '203.0.113.27'];
    const guess = (cookie: string, code: string, address: string) =>
      request(gateway.app)
        .post('/graphql')
        .set({ cookie, 'X-Forwarded-For': address })
        .send({ query: JOIN_BY_CODE, variables: { code } });
    for (let i = 0; i < ADDRESS_CODE_FAILURES; i++) {
      const res = await guess((await manager()).cookie, wrong, home);
      expect(res.body.errors?.[0]?.message).toBe('No league has that invite code');
    }
    const bob = await manager();
    const refused = (await guess(bob.cookie, league.inviteCode, home)).body.errors?.[0];
    expect(refused?.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused?.message).toMatch(
      /^Too many wrong invite codes from this address\. Try again in \d+ seconds\.$/,
    );
    const joined = await guess(bob.cookie, league.inviteCode, elsewhere);
    expect(joined.body.data).toEqual({ joinLeagueByCode: { status: 'ACTIVE' } });

    const res = await request(gateway.app)
      .post(`/api/leagues/${await leagueOf(randomUUID())}/join`)
      .set({ cookie: (await manager()).cookie, 'X-Forwarded-For': home })
      .send({});
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'signed out',
      async () => ({ leagueId: await leagueOf(randomUUID()), cookie: undefined }),
      401,
      'Sign in first',
      'NOT_SIGNED_IN',
    ],
    [
      'no such league',
      async () => ({ leagueId: randomUUID(), cookie: (await manager()).cookie }),
      404,
      'No such league',
      'LEAGUE_NOT_FOUND',
    ],
    [
      'the league is private (joined by its code only)',
      async () => ({
        leagueId: await leagueOf(randomUUID(), { isPrivate: true }),
        cookie: (await manager()).cookie,
      }),
      403,
      'This league is private: join it with its invite code',
      'PRIVATE_LEAGUE',
    ],
    [
      'already a member',
      async () => {
        const ann = await manager();
        return { leagueId: await leagueOf(ann.id), cookie: ann.cookie };
      },
      409,
      'You are already a member of this league',
      'ALREADY_MEMBER',
    ],
  ])('should refuse a join when %s, with the reason code', async (_case, setUp, status, message, reason) => {
    const { leagueId, cookie } = await setUp();
    const res = await join(leagueId, cookie);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message, reason });
  });
});
