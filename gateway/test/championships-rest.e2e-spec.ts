import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createChampionshipsApp } from '@sfl/championships';
import { allContracts, ChampionshipCreated, ChampionshipStatusChanged } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import {
  type ConsumingTestApp,
  gameweekDeadlinePassed,
  gameweeksScheduled,
  seasonStarted,
  startConsumingTestApp,
  until,
} from '@sfl/testing';
import { changeRole } from '@sfl/users';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import {
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  TEST_PASSWORD,
  UNREACHABLE_SUBGRAPH,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';
import { hearing } from './live-backbone';

const DAY_MS = 24 * 60 * 60_000;
// The season's first gameweek locks in two days; one a week.
const SEASON_START = new Date(Date.now() + 2 * DAY_MS);
const planned = (gameweek: number) => new Date(SEASON_START.getTime() + (gameweek - 1) * 7 * DAY_MS);

interface AvailableChampionship {
  id: string;
  startDate: string;
  status: string;
  leagueType: string;
}

// The championship REST calls through the gateway to the real championships subgraph, which follows
// the gameweeks matches would publish (recorded in a stand-in outbox), and the real users subgraph
// for the usernames. The gateway hears championships' own events (its outbox) and reaches it through
// a proxy that counts its reads; its cache of the available list lasts an hour unless an event says.
describe('REST facade: championships', () => {
  let users: UsersSubgraph;
  let championships: ConsumingTestApp;
  let proxy: CountingProxy;
  let gateway: TestGateway;
  let baseUrl: string;
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'test', level: 'silent' }),
  });
  const { liveEvents, heardCount } = hearing(bus);
  // Gameweek 1 is live: "GW 1-3" is active, "GW 3-5" upcoming, "GW 5-7" in pre-registration.
  let active: AvailableChampionship;
  let upcoming: AvailableChampionship;
  let open: AvailableChampionship;

  beforeAll(async () => {
    users = await startUsersSubgraph();
    championships = await startConsumingTestApp(['matches'], (dependencies) =>
      createChampionshipsApp({ ...dependencies, deadlineCheckMs: null }),
    );
    await championships.app.listen(0, '127.0.0.1');
    proxy = await startCountingProxy(`${await championships.app.getUrl()}/graphql`);
    await bus.startPublishing('championships', championships.dataSource);
    // Nothing the gateway follows is recorded there but the gameweeks.
    for (const service of ['matches', 'users', 'nft', 'spl-rewards', 'squads', 'notifications'])
      await bus.startPublishing(service, championships.standIns.dataSource);
    gateway = await startGateway(users.url, {
      liveEvents,
      publicReadTtlMs: 60 * 60_000,
      subgraphUrls: {
        users: users.url,
        matches: UNREACHABLE_SUBGRAPH,
        nft: UNREACHABLE_SUBGRAPH,
        squads: UNREACHABLE_SUBGRAPH,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: proxy.url,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    baseUrl = await gateway.listen();
    await championships.publish(...seasonStarted());
    await championships.publish(...gameweeksScheduled(planned));
    await championships.publish(...gameweekDeadlinePassed(1));
    const listed = (await request(gateway.app).get('/api/championships/available').expect(200))
      .body as AvailableChampionship[];
    [active, upcoming, open] = listed;
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await bus.stop();
    await proxy?.close();
    await championships?.close();
    await users?.close();
  });

  /** A signed-in agent and its username. */
  async function signedIn() {
    const agent = request.agent(gateway.app);
    const username = uniqueUsername('champ');
    await agent.post('/api/register').send({ username, password: TEST_PASSWORD }).expect(201);
    return { agent, username };
  }
  const preRegister = (agent: ReturnType<typeof request.agent>, id: string, body: unknown) =>
    agent.post(`/api/championships/${id}/pre-register`).send(body as object);

  it('should list the available championships to anyone, in lower case, by start', async () => {
    const res = await request(gateway.app).get('/api/championships/available').expect(200);
    expect(res.body).toEqual([
      {
        id: active.id,
        name: 'Super Championship GW 1-3',
        description: expect.any(String),
        leagueType: 'super',
        status: 'active',
        maxParticipants: 100,
        startDate: planned(1).toISOString(),
        registrationDeadline: null,
      },
      {
        id: upcoming.id,
        name: 'Test Championship GW 3-5',
        description: expect.any(String),
        leagueType: 'test_championship',
        status: 'upcoming',
        maxParticipants: 50,
        startDate: planned(3).toISOString(),
        registrationDeadline: planned(1).toISOString(),
      },
      {
        id: open.id,
        name: 'Community Cup GW 5-7',
        description: expect.any(String),
        leagueType: 'other',
        status: 'pre_registration',
        maxParticipants: 20,
        startDate: planned(5).toISOString(),
        registrationDeadline: planned(3).toISOString(),
      },
      expect.objectContaining({
        leagueType: 'super',
        status: 'pre_registration',
        startDate: planned(7).toISOString(),
      }),
    ]);
  });

  it('should pre-register a signed-in manager, then update it, answering the updated flag', async () => {
    const { agent } = await signedIn();
    const first = await preRegister(agent, open.id, {
      teamName: ' Harbour Lights ',
      preferredFormation: '4-3-3',
      notificationPreferences: { email: true, push: true },
    }).expect(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      championshipId: open.id,
      teamName: 'Harbour Lights',
      preferredFormation: '4-3-3',
      notificationPreferences: { email: true, push: true },
      updated: false,
    });
    const second = await preRegister(agent, open.id, {
      teamName: '',
      preferredFormation: '4-4-2',
      notificationPreferences: { email: false, push: false },
    }).expect(200);
    expect(second.body).toEqual({
      id: first.body.id,
      championshipId: open.id,
      teamName: '',
      preferredFormation: '4-4-2',
      notificationPreferences: { email: false, push: false },
      updated: true,
    });
  });

  it('should list a championship pre-registrations to anyone, most recent first, with usernames', async () => {
    const earlier = await signedIn();
    const later = await signedIn();
    const championship = await freshOpenChampionship();
    await preRegister(earlier.agent, championship, { preferredFormation: '5-4-1' }).expect(200);
    await preRegister(later.agent, championship, { preferredFormation: '3-5-2' }).expect(200);
    const res = await request(gateway.app)
      .get(`/api/championships/${championship}/pre-registrations`)
      .expect(200);
    expect(res.body).toEqual([
      { id: expect.any(String), username: later.username, preferredFormation: '3-5-2' },
      { id: expect.any(String), username: earlier.username, preferredFormation: '5-4-1' },
    ]);
  });

  it('should refuse a closed championship with 409 and the reason', async () => {
    const { agent } = await signedIn();
    const res = await preRegister(agent, upcoming.id, {}).expect(409);
    expect(res.body).toEqual({
      message: 'Pre-registration is closed for this championship',
      reason: 'PRE_REGISTRATION_CLOSED',
    });
  });

  it('should answer 401 to a signed-out caller', async () => {
    const res = await request(gateway.app)
      .post(`/api/championships/${open.id}/pre-register`)
      .send({})
      .expect(401);
    expect(res.body).toEqual({ message: expect.any(String), reason: 'NOT_SIGNED_IN' });
  });

  it('should answer 429 with Retry-After to a manager past the pre-registration quota', async () => {
    const { agent } = await signedIn();
    // The default quota, 20 an hour, counts refused calls too (here: no such championship).
    const unknown = randomUUID();
    for (let call = 0; call < 20; call++) await preRegister(agent, unknown, {}).expect(404);
    const res = await preRegister(agent, open.id, {}).expect(429);
    expect(res.body).toEqual({
      message: expect.stringMatching(/^Too many pre-registrations\. Try again in/),
      reason: 'RATE_LIMITED',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([randomUUID(), 'no-such-championship'])('should answer 404 for championship %s', async (id) => {
    const { agent } = await signedIn();
    expect(
      (await request(gateway.app).get(`/api/championships/${id}/pre-registrations`).expect(404)).body,
    ).toEqual({
      message: 'Championship not found',
    });
    expect((await preRegister(agent, id, {}).expect(404)).body).toEqual({
      message: 'Championship not found',
      reason: 'CHAMPIONSHIP_NOT_FOUND',
    });
  });

  // A refusal of the championships' rules carries its reason code; one of the body's shape (the gateway's
  // own, or GraphQL's input checks) has none.
  it.each([
    [['4-4-2'], 'Request body must be a JSON object', undefined],
    [{ teamName: 'x'.repeat(41) }, 'Team name must be at most 40 characters', 'TEAM_NAME_TOO_LONG'],
    [
      { preferredFormation: '2-3-5' },
      'Preferred formation must be one of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1',
      'UNKNOWN_FORMATION',
    ],
    [{ notificationPreferences: { email: 'yes' } }, expect.any(String), undefined],
    [{ favouriteColour: 'red' }, expect.any(String), undefined],
  ])('should answer 400 to the body %j and save nothing', async (body, message, reason) => {
    const { agent } = await signedIn();
    const res = await preRegister(agent, open.id, body).expect(400);
    expect(res.body).toEqual(reason === undefined ? { message } : { message, reason });
    const listed = await request(gateway.app)
      .get(`/api/championships/${open.id}/pre-registrations`)
      .expect(200);
    expect(listed.body).toHaveLength(1);
  });

  describe('the available list, kept by the gateway', () => {
    const AVAILABLE_QUERY = `{ championships {
      id name description leagueType status maxParticipants startDate registrationDeadline } }`;
    const available = () => request(gateway.app).get('/api/championships/available').expect(200);

    it('should answer what GraphQL answers, with its ETag, without reading the subgraph again', async () => {
      const first = await available();
      const reads = proxy.count;
      const again = await available();
      expect(proxy.count).toBe(reads);
      const graphql = await request(gateway.app)
        .post('/graphql')
        .send({ query: AVAILABLE_QUERY })
        .expect(200);
      const uncached = (graphql.body.data.championships as AvailableChampionship[]).map((c) => ({
        ...c,
        leagueType: c.leagueType.toLowerCase(),
        status: c.status.toLowerCase(),
      }));
      expect(again.text).toBe(first.text);
      expect(again.body).toEqual(uncached);
      expect(again.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        etag: first.headers.etag,
        'cache-control': 'no-cache',
        'content-security-policy': expect.any(String),
        'x-content-type-options': 'nosniff',
      });
      const unchanged = await request(gateway.app)
        .get('/api/championships/available')
        .set('if-none-match', first.headers.etag!)
        .expect(304);
      expect(unchanged.text).toBe('');
    });

    it('should give a signed-in caller the same list, marked private', async () => {
      const { agent } = await signedIn();
      const res = await agent.get('/api/championships/available').expect(200);
      expect(res.text).toBe((await available()).text);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    });

    it('should answer a status change in the first read after the gateway heard it, one read for 20 callers', async () => {
      expect((await available()).body).toContainEqual(
        expect.objectContaining({ id: upcoming.id, status: 'upcoming' }),
      );
      // Gameweek 3 goes live: "GW 3-5" starts. Its status changes commit with the gameweek.
      await championships.publish(...gameweekDeadlinePassed(3));
      const [{ changes }] = (await championships.dataSource.query(
        `SELECT count(*)::int AS changes FROM outbox_event WHERE type = $1`,
        [ChampionshipStatusChanged.type],
      )) as { changes: number }[];
      await until(
        'the gateway heard every status change',
        async () => heardCount(ChampionshipStatusChanged) === changes,
      );
      const reads = proxy.count;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${baseUrl}/api/championships/available`).then((res) => res.json()),
        ),
      );
      expect(proxy.count - reads).toBe(1);
      for (const answer of answers) {
        expect(answer).toContainEqual(expect.objectContaining({ id: upcoming.id, status: 'active' }));
        expect(answer).toEqual(answers[0]);
      }
    });

    it('should list a championship an operator created in the first read after the gateway heard it', async () => {
      const { agent, username } = await signedIn();
      await changeRole(users.dataSource, { username, role: 'operator', revoke: false });
      // A new session carries the role.
      await agent.post('/api/login').send({ username, password: TEST_PASSWORD }).expect(200);
      const before = await available();
      const created = await agent
        .post('/graphql')
        .send({
          query: `mutation { createChampionship(input: {
            name: "Spring Cup", leagueType: OTHER, maxParticipants: 10, startGameweek: 9, endGameweek: 10 }) { id } }`,
        })
        .expect(200);
      const { id } = created.body.data.createChampionship as { id: string };
      expect(before.body).not.toContainEqual(expect.objectContaining({ id }));
      await until(
        'the gateway heard the new championship',
        async () => heardCount(ChampionshipCreated, (created) => created.championshipId === id) === 1,
      );
      expect((await available()).body).toContainEqual(
        expect.objectContaining({ id, name: 'Spring Cup', leagueType: 'other', status: 'pre_registration' }),
      );
    });
  });

  /** The latest championship in pre-registration with nobody registered yet. */
  async function freshOpenChampionship(): Promise<string> {
    const listed = (await request(gateway.app).get('/api/championships/available').expect(200))
      .body as AvailableChampionship[];
    const last = listed.filter((c) => c.status === 'pre_registration').at(-1)!;
    return last.id;
  }
});
