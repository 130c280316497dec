import { randomUUID } from 'node:crypto';
import {
  allContracts,
  CardOwnershipChanged,
  FootballerPerformanceUpdated,
  FootballerRegistered,
  ManagerGameweekPointsUpdated,
} from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createSquadsApp } from '@sfl/squads';
import {
  gameweekDeadlinePassed,
  type StandInProducers,
  startStandInProducers,
  startTestApp,
  type TestApp,
  until,
} from '@sfl/testing';
import {
  signIn,
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  UNREACHABLE_SUBGRAPH,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';
import { hearing } from './live-backbone';

interface Entry {
  id: string;
  rank: number;
  username: string;
  teamName: string | null;
  totalPoints: number;
}

// GET /api/leaderboard through the gateway: managers registered through the REST facade reach
// the real squads subgraph on users.events (one embedded bus), which ranks them. The gateway hears
// squads' events on that bus; its cached pages last an hour unless an event says.
describe('REST facade: GET /api/leaderboard', () => {
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'test', level: 'silent' }),
  });
  let users: UsersSubgraph;
  let squads: TestApp;
  let quiet: StandInProducers;
  let gateway: TestGateway;
  let baseUrl: string;
  const managers: { username: string; cookie: string }[] = [];
  const { liveEvents, heardCount } = hearing(bus);

  beforeAll(async () => {
    users = await startUsersSubgraph({ eventBus: bus });
    // squads also follows matches.events and nft.events, the gateway the others here: an empty
    // outbox stands in for them all.
    quiet = await startStandInProducers();
    await quiet.publishOn(bus, ['matches', 'nft', 'spl-rewards', 'championships', 'notifications']);
    squads = await startTestApp((dependencies) => createSquadsApp({ ...dependencies, eventBus: bus }));
    await squads.app.listen(0, '127.0.0.1');
    gateway = await startGateway(users.url, {
      liveEvents,
      publicReadTtlMs: 60 * 60_000,
      subgraphUrls: {
        users: users.url,
        matches: UNREACHABLE_SUBGRAPH,
        nft: UNREACHABLE_SUBGRAPH,
        squads: `${await squads.app.getUrl()}/graphql`,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: UNREACHABLE_SUBGRAPH,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    baseUrl = await gateway.listen();
    for (let i = 0; i < 3; i++) {
      const username = uniqueUsername('ranked');
      managers.push({ username, cookie: await signIn(baseUrl, username) });
    }
    await untilRanked(managers.length);
  });
  afterAll(async () => {
    await gateway?.close();
    await squads?.close();
    await users?.close();
    await bus.stop();
    await quiet?.close();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const rows = async (path: string, cookie?: string) => {
    const res = await get(path, cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as Entry[];
  };

  const graphql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };

  // Registrations reach squads asynchronously (users' outbox → the bus → squads' consumer), and
  // announce nothing the gateway's cache follows: ask the graph itself.
  async function untilRanked(count: number) {
    await until(`${count} managers ranked`, async () => {
      const { data } = await graphql('{ leaderboard(limit: 100) { entries { id } } }');
      return (data?.leaderboard as { entries: unknown[] }).entries.length >= count;
    });
  }

  it('should answer every entry in rank order with its REST shape to anyone', async () => {
    const top = await rows('/api/leaderboard');
    expect(top.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(top.map((entry) => entry.username).sort()).toEqual(managers.map((m) => m.username).sort());
    for (const entry of top) {
      expect(Object.keys(entry).sort()).toEqual(['id', 'rank', 'teamName', 'totalPoints', 'username']);
      expect(entry).toMatchObject({ teamName: null, totalPoints: 0 });
    }
  });

  it("should add the caller's own row after a page that does not hold it, and only then", async () => {
    const top = await rows('/api/leaderboard');
    const last = managers.find((m) => m.username === top[2].username)!;
    expect(await rows('/api/leaderboard?limit=2', last.cookie)).toEqual(top);
    expect(await rows('/api/leaderboard', last.cookie)).toEqual(top);
    const first = managers.find((m) => m.username === top[0].username)!;
    expect(await rows('/api/leaderboard?offset=1&limit=2', first.cookie)).toEqual([top[1], top[2], top[0]]);
    expect(await rows('/api/leaderboard?offset=1&limit=2')).toEqual([top[1], top[2]]);
    expect(await rows('/api/leaderboard?offset=3')).toEqual([]);
  });

  it('should refuse a page out of range with 400 and a message', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=ten']) {
      const res = await get(`/api/leaderboard?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
  });

  // Last: it gives a manager points.
  it('should answer new points in the first read after the gateway heard them', async () => {
    const top = await rows('/api/leaderboard');
    const last = managers.find((m) => m.username === top[2].username)!;
    const { id } = (await (await get('/api/user', last.cookie)).json()) as { id: string };
    // A goalkeeper's card for the manager (matches and nft would publish these), in goal in a
    // saved squad, locked at gameweek 1's deadline; then the goalkeeper's 9 points.
    const footballerId = randomUUID();
    const cardId = randomUUID();
    const club = { id: randomUUID(), name: 'Cache Rovers', shortName: 'CRO' };
    await quiet.record(FootballerRegistered, footballerId, {
      footballerId,
      name: 'Keeper One',
      club,
      position: 'GK',
      overall: 80,
      rarity: 'DEFAULT',
    });
    await quiet.record(CardOwnershipChanged, cardId, {
      cardId,
      source: 'IN_GAME',
      footballerId,
      rarity: 'DEFAULT',
      season: 1,
      serial: 1,
      value: 100,
      fromUserId: null,
      toUserId: id,
      reason: 'STARTER_PACK',
      changedAt: new Date().toISOString(),
    });
    const squad = {
      teamName: 'Cache Keepers',
      formation: '4-3-3',
      starters: [cardId, ...Array(10).fill(null)],
      bench: [],
    };
    await until('the squad saved', async () => {
      const saved = await graphql(
        'mutation Save($input: SaveSquadInput!) { saveSquad(input: $input) { teamName } }',
        { input: squad },
        last.cookie,
      );
      return saved.errors === undefined;
    });
    await quiet.record(...gameweekDeadlinePassed(1));
    await quiet.record(FootballerPerformanceUpdated, randomUUID(), {
      matchId: randomUUID(),
      gameweek: 1,
      footballerId,
      clubId: club.id,
      points: 9,
      minutesPlayed: 90,
      goals: 0,
      assists: 0,
    });
    await until(
      'the gateway heard the points',
      async () =>
        heardCount(
          ManagerGameweekPointsUpdated,
          ({ managerId, points }) => managerId === id && points === 9,
        ) > 0,
    );
    expect((await rows('/api/leaderboard'))[0]).toEqual({
      id,
      rank: 1,
      username: last.username,
      teamName: 'Cache Keepers',
      totalPoints: 9,
    });
  });
});
