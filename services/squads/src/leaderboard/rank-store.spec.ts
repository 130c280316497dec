import { randomUUID } from 'node:crypto';
import { type KeyValueStore, MemoryStore, RedisStore } from '@sfl/cache';
import { RankStore, type Standing } from './rank-store';
import { MAX_RANKED_POINTS, pointsOfScore, rankingScore } from './ranking-score';

const adapters: [string, () => KeyValueStore][] = [['memory', () => new MemoryStore()]];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  adapters.push(['redis', () => new RedisStore(url, `sfl-test:${randomUUID()}:`)]);
}

const at = (iso: string) => new Date(iso);
const standing = (
  managerId: string,
  totalPoints: number,
  registeredAt = at('2026-01-01T00:00:00Z'),
): Standing => ({
  managerId,
  totalPoints,
  registeredAt,
});

describe('rankingScore', () => {
  it('should give back the points it holds, negative ones too', () => {
    for (const points of [0, 1, 57, 4_321, -3, -250, MAX_RANKED_POINTS, -MAX_RANKED_POINTS]) {
      expect(pointsOfScore(rankingScore(points, at('2026-05-01T12:00:00Z')))).toBe(points);
    }
  });

  it('should order by points first, then the earlier registration', () => {
    const early = at('2024-01-01T00:00:00Z');
    const late = at('2026-11-24T10:00:00Z');
    expect(rankingScore(10, late)).toBeGreaterThan(rankingScore(9, early));
    expect(rankingScore(10, early)).toBeGreaterThan(rankingScore(10, late));
    expect(rankingScore(-1, early)).toBeGreaterThan(rankingScore(-2, late));
    expect(rankingScore(0, late)).toBeGreaterThan(rankingScore(-1, early));
  });

  it('should stay an exact integer', () => {
    const score = rankingScore(MAX_RANKED_POINTS, at('2020-01-01T00:00:00Z'));
    expect(Number.isSafeInteger(score)).toBe(true);
  });
});

describe.each(adapters)('RankStore (%s)', (_name, create) => {
  let store: KeyValueStore;
  let ranks: RankStore;
  beforeEach(() => {
    store = create();
    ranks = new RankStore(store);
  });
  afterEach(async () => {
    await ranks.clear();
    await store.close();
  });

  it('should rank by total points from 1 and page in that order', async () => {
    await ranks.record([standing('a', 10), standing('b', 30), standing('c', 0), standing('d', 20)]);
    expect(await ranks.rankOf('b')).toBe(1);
    expect(await ranks.rankOf('c')).toBe(4);
    expect(await ranks.rankedOf('d')).toEqual({ managerId: 'd', rank: 2, totalPoints: 20 });
    expect(await ranks.page(0, 2)).toEqual([
      { managerId: 'b', rank: 1, totalPoints: 30 },
      { managerId: 'd', rank: 2, totalPoints: 20 },
    ]);
    expect(await ranks.page(2, 10)).toEqual([
      { managerId: 'a', rank: 3, totalPoints: 10 },
      { managerId: 'c', rank: 4, totalPoints: 0 },
    ]);
    expect(await ranks.page(4, 10)).toEqual([]);
  });

  it('should rank the earlier registration first on equal points', async () => {
    await ranks.record([
      standing('late', 5, at('2026-03-01T00:00:00Z')),
      standing('early', 5, at('2025-03-01T00:00:00Z')),
      standing('middle', 5, at('2025-09-01T00:00:00Z')),
    ]);
    expect((await ranks.page(0, 3)).map((entry) => entry.managerId)).toEqual(['early', 'middle', 'late']);
  });

  it('should move a manager when their total changes and know nothing of strangers', async () => {
    await ranks.record([standing('a', 1), standing('b', 2)]);
    await ranks.record([standing('a', 3)]);
    expect(await ranks.rankOf('a')).toBe(1);
    expect(await ranks.size()).toBe(2);
    expect(await ranks.rankOf('stranger')).toBeNull();
    expect(await ranks.rankedOf('stranger')).toBeNull();
  });

  it('should rebuild from the standings when it holds fewer managers than the database', async () => {
    const all = [standing('a', 1), standing('b', 2), standing('c', 3)];
    async function* batches() {
      yield all.slice(0, 2);
      yield all.slice(2);
    }
    await ranks.record([standing('a', 1)]);
    expect(await ranks.rebuildIfIncomplete(3, batches)).toBe(true);
    expect((await ranks.page(0, 3)).map((entry) => entry.managerId)).toEqual(['c', 'b', 'a']);
    expect(await ranks.rebuildIfIncomplete(3, batches)).toBe(false);
  });

  it('should keep a total recorded while it rebuilds over the older one it read', async () => {
    async function* batches() {
      const read = [standing('a', 10), standing('b', 2)];
      // Points for `a` recorded after the batch was read from the database, before it is written.
      await ranks.record([standing('a', 25)]);
      yield read;
      yield [standing('c', 3)];
    }

    await ranks.rebuildIfIncomplete(3, batches);

    expect(await ranks.rankedOf('a')).toEqual({ managerId: 'a', rank: 1, totalPoints: 25 });
    expect(await ranks.size()).toBe(3);
  });
});
