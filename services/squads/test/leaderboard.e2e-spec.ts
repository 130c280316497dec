import { randomUUID } from 'node:crypto';
import { UserRegistered } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { LeaderboardService } from '../src/leaderboard/leaderboard.service';
import { RANKING_KEY } from '../src/leaderboard/rank-store';
import {
  leaderboardOperation,
  myLeaderboardEntryOperation,
  myStatsOperation,
} from './operations/leaderboard.operations';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

describe('squads subgraph: leaderboard of every registered manager', () => {
  let t: SquadsTestApp;

  beforeAll(async () => {
    t = await startSquadsTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const register = async (username: string, registeredAt: string) => {
    const userId = randomUUID();
    await t.publish(UserRegistered, userId, { userId, username, registeredAt });
    return userId;
  };
  const leaderboard = async (variables: { limit?: number; offset?: number } = {}) => {
    const res = await graphqlRequest(t.server, leaderboardOperation(variables));
    expect(res.body.errors).toBeUndefined();
    return res.body.data.leaderboard as {
      entries: { id: string; rank: number; username: string }[];
      total: number;
    };
  };

  it('should rank every manager from registration at 0 points, the earlier registration first', async () => {
    const late = await register('late_one', '2026-11-20T10:00:00.000Z');
    const early = await register('early_one', '2026-11-01T10:00:00.000Z');
    const board = await leaderboard();
    expect(board).toEqual({
      entries: [
        { id: early, rank: 1, username: 'early_one', teamName: null, totalPoints: 0 },
        { id: late, rank: 2, username: 'late_one', teamName: null, totalPoints: 0 },
      ],
      total: 2,
    });
  });

  it('should page with limit and offset and refuse a limit out of range', async () => {
    for (let day = 1; day <= 5; day++) await register(`manager_${day}`, `2026-10-0${day}T00:00:00.000Z`);
    const page = await leaderboard({ limit: 2, offset: 3 });
    expect(page.entries.map((entry) => [entry.rank, entry.username])).toEqual([
      [4, 'manager_4'],
      [5, 'manager_5'],
    ]);
    expect(page.total).toBe(5);
    const refused = await graphqlRequest(t.server, leaderboardOperation({ limit: 101 }));
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("should answer the caller's own row and stats, and nothing to a stranger", async () => {
    await register('first_in', '2026-09-01T00:00:00.000Z');
    const me = await register('second_in', '2026-09-02T00:00:00.000Z');
    const mine = await graphqlRequest(t.server, myLeaderboardEntryOperation(), { userId: me });
    expect(mine.body.data.myLeaderboardEntry).toEqual({
      id: me,
      rank: 2,
      username: 'second_in',
      teamName: null,
      totalPoints: 0,
    });
    // The names are read only when asked for, however they are asked for.
    const rankOnly = await graphqlRequest(t.server, myLeaderboardEntryOperation('rank totalPoints'), {
      userId: me,
    });
    expect(rankOnly.body.data.myLeaderboardEntry).toEqual({ rank: 2, totalPoints: 0 });
    const throughFragments = await graphqlRequest(
      t.server,
      myLeaderboardEntryOperation(
        'rank ... on LeaderboardEntry { ...Names }',
        'fragment Names on LeaderboardEntry { username teamName }',
      ),
      { userId: me },
    );
    expect(throughFragments.body.data.myLeaderboardEntry).toEqual({
      rank: 2,
      username: 'second_in',
      teamName: null,
    });
    const stats = await graphqlRequest(t.server, myStatsOperation(), { userId: me });
    expect(stats.body.data.myStats).toEqual({
      totalPoints: 0,
      rank: 2,
      teamValue: 0,
      weeklyPoints: 0,
      matchesPlayed: 0,
      averagePoints: 0,
      gameweeks: [],
    });
    const stranger = await graphqlRequest(t.server, myLeaderboardEntryOperation(), { userId: randomUUID() });
    expect(stranger.body.data.myLeaderboardEntry).toBeNull();
  });

  it('should ask who calls for the signed-in queries', async () => {
    for (const operation of [myLeaderboardEntryOperation(), myStatsOperation()]) {
      const res = await graphqlRequest(t.server, operation);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('should change nothing when every event is delivered again', async () => {
    await register('only_once', '2026-09-01T00:00:00.000Z');
    const before = await leaderboard();
    await t.redeliverAll();
    expect(await leaderboard()).toEqual(before);
  });

  it('should rebuild the ranking from the database when the store lost it', async () => {
    const first = await register('kept_first', '2026-08-01T00:00:00.000Z');
    await register('kept_second', '2026-08-02T00:00:00.000Z');
    await t.store.delete(RANKING_KEY);
    expect((await leaderboard()).total).toBe(0);
    // What the service does on start, before its consumers run.
    await t.app.get(LeaderboardService).onApplicationBootstrap();
    const board = await leaderboard();
    expect(board.total).toBe(2);
    expect(board.entries[0].id).toBe(first);
  });
});
