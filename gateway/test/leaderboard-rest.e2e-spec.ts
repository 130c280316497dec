import { allContracts } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createSquadsApp } from '@sfl/squads';
import { type StandInProducers, startStandInProducers, startTestApp, type TestApp } from '@sfl/testing';
import {
  signIn,
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  UNREACHABLE_SUBGRAPH,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';

interface Entry {
  id: string;
  rank: number;
  username: string;
  teamName: string | null;
  totalPoints: number;
}

// GET /api/leaderboard through the gateway: managers registered through the REST facade reach
// the real squads subgraph on users.events (one embedded bus), which ranks them.
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

  beforeAll(async () => {
    users = await startUsersSubgraph({ eventBus: bus });
    // squads also follows matches.events and nft.events: an empty outbox stands in for both.
    quiet = await startStandInProducers();
    await quiet.publishOn(bus, ['matches', 'nft']);
    squads = await startTestApp((dependencies) => createSquadsApp({ ...dependencies, eventBus: bus }));
    await squads.app.listen(0, '127.0.0.1');
    gateway = await startGateway(users.url, {
      subgraphUrls: {
        users: users.url,
        matches: UNREACHABLE_SUBGRAPH,
        nft: UNREACHABLE_SUBGRAPH,
        squads: `${await squads.app.getUrl()}/graphql`,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: UNREACHABLE_SUBGRAPH,
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

  // Registrations reach squads asynchronously (users' outbox → the bus → squads' consumer).
  async function untilRanked(count: number) {
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await rows('/api/leaderboard')).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${count} managers were not ranked`);
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
});
