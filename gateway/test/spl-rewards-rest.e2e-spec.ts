import { randomUUID } from 'node:crypto';
import {
  ACHIEVEMENTS,
  FootballerRegistered,
  LineupLocked,
  allContracts,
  MatchActionRecorded,
  SplRewardsAwarded,
  UserRegistered,
} from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createSplRewardsApp } from '@sfl/spl-rewards';
import { type ConsumingTestApp, fixtureLocked, startConsumingTestApp } from '@sfl/testing';
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

const HOME = { id: randomUUID(), name: 'Northfield Rovers', shortName: 'NFR' };
const AWAY = { id: randomUUID(), name: 'Eastport Albion', shortName: 'EPA' };
const GAMEWEEK = 2;

interface Manager {
  id: string;
  username: string;
  cookie: string;
}

// The SPL and achievements REST calls through the gateway to the real spl-rewards subgraph, which
// learns of the managers (registered through the gateway) and of a lineup and a goal from what
// users, squads and matches would publish, recorded in a stand-in outbox.
describe('REST facade: SPL balance, rewards, leaderboard and achievements', () => {
  let users: UsersSubgraph;
  let spl: ConsumingTestApp;
  let gateway: TestGateway;
  let baseUrl: string;
  let scorer: Manager;
  let other: Manager;
  const striker = { id: randomUUID(), name: 'Ada Striker' };
  const matchId = randomUUID();
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'test', level: 'silent' }),
  });
  const { liveEvents, heardCount } = hearing(bus);

  // Two subgraphs, a consumer chain and the achievements engine: on a busy machine, slower than a
  // hook's default 30 s.
  beforeAll(async () => {
    users = await startUsersSubgraph();
    spl = await startConsumingTestApp(['users', 'matches', 'squads', 'nft'], (dependencies) =>
      createSplRewardsApp(dependencies),
    );
    await spl.app.listen(0, '127.0.0.1');
    // The gateway hears spl-rewards' own events; nothing else it follows is recorded but in the
    // stand-ins' outbox. Its cached SPL leaderboard lasts an hour unless an event says.
    await bus.startPublishing('spl-rewards', spl.dataSource);
    for (const service of ['users', 'matches', 'nft', 'squads', 'championships', 'notifications'])
      await bus.startPublishing(service, spl.standIns.dataSource);
    gateway = await startGateway(users.url, {
      liveEvents,
      publicReadTtlMs: 60 * 60_000,
      subgraphUrls: {
        users: users.url,
        matches: UNREACHABLE_SUBGRAPH,
        nft: UNREACHABLE_SUBGRAPH,
        squads: UNREACHABLE_SUBGRAPH,
        'spl-rewards': `${await spl.app.getUrl()}/graphql`,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: UNREACHABLE_SUBGRAPH,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    baseUrl = await gateway.listen();
    scorer = await registered();
    other = await registered();
    await spl.publish(FootballerRegistered, striker.id, {
      footballerId: striker.id,
      name: striker.name,
      club: HOME,
      position: 'ST',
      overall: 80,
      rarity: 'RARE',
    });
    await spl.publish(LineupLocked, scorer.id, {
      managerId: scorer.id,
      gameweek: GAMEWEEK,
      formation: '4-3-3',
      starters: [{ cardId: randomUUID(), footballerId: striker.id, group: 'ATT', slot: 10 }],
      bench: [],
      captainFootballerId: striker.id,
      viceCaptainFootballerId: null,
      lockedAt: '2026-08-15T11:00:00.000Z',
    });
    await spl.publish(...fixtureLocked(matchId, GAMEWEEK));
    await spl.publish(...goal(31, 1));
    // First Goal unlocks from the reward's own event, Early Adopter from the registration: both
    // arrive on their own, after the goal.
    await until('First Goal and Early Adopter unlocked', async () => {
      const unlocked = (await achievementsOf(scorer)).filter((achievement) => achievement.unlocked);
      return unlocked.length === 2;
    });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await bus.stop();
    await spl?.close();
    await users?.close();
  });

  /** The striker's goal for the home side, as matches would record it. */
  function goal(minute: number, homeScore: number) {
    return [
      MatchActionRecorded,
      matchId,
      {
        snapshot: {
          matchId,
          gameweek: GAMEWEEK,
          homeClub: HOME,
          awayClub: AWAY,
          homeScore,
          awayScore: 0,
          minute,
          status: 'LIVE',
          version: homeScore + 1,
        },
        action: {
          id: randomUUID(),
          kind: 'GOAL',
          minute,
          clubId: HOME.id,
          footballerId: striker.id,
          assistFootballerId: null,
          relatedFootballerId: null,
        },
      },
    ] as const;
  }

  /** A manager registered through the gateway, as users would then publish it. */
  async function registered(): Promise<Manager> {
    const username = uniqueUsername('spl');
    const cookie = await signIn(baseUrl, username);
    const { id } = (await (await get('/api/user', cookie)).json()) as { id: string };
    await spl.publish(UserRegistered, id, { userId: id, username, registeredAt: new Date().toISOString() });
    return { id, username, cookie };
  }

  const get = (path: string, cookie?: string) =>
    fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const ok = async (path: string, cookie?: string): Promise<unknown> => {
    const res = await get(path, cookie);
    expect(res.status).toBe(200);
    return res.json();
  };
  const achievementsOf = async (manager: Manager) =>
    (await ok(`/api/user/${manager.id}/achievements`, manager.cookie)) as { id: string; unlocked: boolean }[];

  const tokensOf = (id: string) => ACHIEVEMENTS.find((achievement) => achievement.id === id)!.reward.tokens;
  // Captain's goal by a forward (200, doubled), First Goal, Early Adopter.
  const scorerEarned = 2 * 200 + tokensOf('first-goal') + tokensOf('early-adopter');

  it("should answer the signed-in manager's own balance", async () => {
    expect(await ok(`/api/user/${scorer.id}/spl-balance`, scorer.cookie)).toEqual({
      currentBalance: scorerEarned,
      totalEarned: scorerEarned,
    });
  });

  it("should answer the signed-in manager's own rewards with their REST shape", async () => {
    const rewards = (await ok(`/api/user/${scorer.id}/spl-rewards`, scorer.cookie)) as Record<
      string,
      unknown
    >[];
    expect(rewards).toEqual([
      {
        id: expect.any(String),
        actionType: 'goal',
        isCaptain: true,
        matchDetails: {
          matchId,
          footballerId: striker.id,
          footballerName: striker.name,
          homeClub: HOME,
          awayClub: AWAY,
          homeScore: 1,
          awayScore: 0,
          minute: 31,
        },
        gameweek: GAMEWEEK,
        awardedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        splTokens: 400,
      },
    ]);
    expect(await ok(`/api/user/${other.id}/spl-rewards`, other.cookie)).toEqual([]);
  });

  it('should rank the SPL earners for anyone, as {id, username, splTokens}', async () => {
    expect(await ok('/api/spl-rewards/leaderboard')).toEqual([
      { id: scorer.id, username: scorer.username, splTokens: scorerEarned },
      { id: other.id, username: other.username, splTokens: tokensOf('early-adopter') },
    ]);
  });

  it("should answer all seven achievements with the manager's own progress", async () => {
    const achievements = (await achievementsOf(scorer)) as unknown as Record<string, unknown>[];
    expect(achievements.map((achievement) => achievement.id)).toEqual(ACHIEVEMENTS.map(({ id }) => id));
    for (const achievement of achievements)
      expect(Object.keys(achievement).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'icon',
          'rarity',
          'category',
          'progress',
          'maxProgress',
          'unlocked',
          'unlockedAt',
          'reward',
        ].sort(),
      );
    const firstGoal = ACHIEVEMENTS.find(({ id }) => id === 'first-goal')!;
    expect(achievements.find(({ id }) => id === 'first-goal')).toEqual({
      id: firstGoal.id,
      title: firstGoal.title,
      description: firstGoal.description,
      icon: firstGoal.icon,
      rarity: firstGoal.rarity,
      category: firstGoal.category,
      progress: 1,
      maxProgress: 1,
      unlocked: true,
      unlockedAt: expect.any(String),
      reward: firstGoal.reward,
    });
    expect((await achievementsOf(other)).find(({ id }) => id === 'first-goal')).toMatchObject({
      unlocked: false,
      progress: 0,
      unlockedAt: null,
    });
  });

  describe.each(['spl-balance', 'spl-rewards', 'achievements'])('GET /api/user/{id}/%s', (call) => {
    const forbidden =
      call === 'achievements' ? 'You can only see your own achievements' : 'You can only see your own SPL';

    it('should answer 401 with the sign-in message when signed out', async () => {
      const res = await get(`/api/user/${scorer.id}/${call}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Sign in first' });
    });

    it("should answer 403 for another manager's id", async () => {
      const res = await get(`/api/user/${other.id}/${call}`, scorer.cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: forbidden });
    });

    it('should answer 400 for an id that is no user id', async () => {
      const res = await get(`/api/user/1/${call}`, scorer.cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'The user id must be a UUID' });
    });
  });

  // Last: it pays the scorer again.
  it('should answer a new reward in the first SPL leaderboard read after the gateway heard it', async () => {
    const before = (await ok('/api/spl-rewards/leaderboard')) as { id: string; splTokens: number }[];
    expect(before[0]).toMatchObject({ id: scorer.id, splTokens: scorerEarned });
    await spl.publish(...goal(60, 2));
    await until(
      'the gateway heard the reward',
      async () =>
        heardCount(SplRewardsAwarded, ({ rewards }) =>
          rewards.some(({ matchDetails }) => matchDetails.minute === 60),
        ) > 0,
    );
    const after = (await ok('/api/spl-rewards/leaderboard')) as { id: string; splTokens: number }[];
    expect(after[0]).toEqual({ id: scorer.id, username: scorer.username, splTokens: scorerEarned + 400 });
  });
});

// Polls until `condition` holds; fails after `withinMs` saying what did not happen.
async function until(what: string, condition: () => Promise<boolean>, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
