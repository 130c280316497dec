import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from './key-value-store';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';

// One contract, run unchanged against both adapters. Redis runs when TEST_REDIS_URL is set
// (the services-mode stage of the test command always sets it).
const adapters: [string, () => KeyValueStore][] = [['memory', () => new MemoryStore()]];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  adapters.push(['redis', () => new RedisStore(url, `sfl-test:${randomUUID()}:`)]);
}

describe.each(adapters)('KeyValueStore contract (%s)', (_name, create) => {
  let store: KeyValueStore;
  beforeEach(() => (store = create()));
  afterEach(() => store.close());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('should return what was set and null for an unknown key', async () => {
    await store.set('a', 'one', 10_000);
    expect(await store.get('a')).toBe('one');
    expect(await store.get('missing')).toBeNull();
  });

  it('should forget a key when its time-to-live passes', async () => {
    await store.set('short', 'x', 50);
    await sleep(120);
    expect(await store.get('short')).toBeNull();
  });

  // The time left is read back rather than waited out, so a slow machine cannot make these fail.
  it('should extend the expiry when touched and report false for a gone key', async () => {
    await store.set('s', 'x', 5_000);
    expect(await store.touch('s', 60_000)).toBe(true);
    expect(await store.ttl('s')).toBeGreaterThan(5_000);
    expect(await store.get('s')).toBe('x');
    expect(await store.touch('nope', 100)).toBe(false);
  });

  it('should read a key and extend its expiry in one step, and answer null for a gone key', async () => {
    await store.set('g', 'x', 5_000);
    expect(await store.getAndTouch('g', 60_000)).toBe('x');
    expect(await store.ttl('g')).toBeGreaterThan(5_000);
    expect(await store.getAndTouch('nope', 100)).toBeNull();
    expect(await store.get('nope')).toBeNull();
  });

  it('should delete a key', async () => {
    await store.set('d', 'x', 10_000);
    await store.delete('d');
    expect(await store.get('d')).toBeNull();
  });

  it('should count within a window that starts at the first increment', async () => {
    expect(await store.increment('c', 150)).toBe(1);
    expect(await store.increment('c', 150)).toBe(2);
    const ttl = await store.ttl('c');
    expect(ttl).not.toBeNull();
    expect(ttl!).toBeLessThanOrEqual(150);
    await sleep(200);
    expect(await store.increment('c', 150)).toBe(1);
  });

  it('should count every one of many concurrent increments', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('burst', 10_000)));
    expect(Math.max(...counts)).toBe(50);
    expect(new Set(counts).size).toBe(50);
  });

  it('should take one back from a live counter and leave a missing one missing', async () => {
    await store.increment('d', 10_000);
    await store.increment('d', 10_000);
    await store.decrement('d');
    expect(await store.get('d')).toBe('1');
    await store.decrement('d');
    await store.decrement('d');
    expect(await store.get('d')).toBe('0');
    await store.decrement('never');
    expect(await store.get('never')).toBeNull();
  });

  it('should keep a capped set to its newest members and answer the ones pushed out', async () => {
    expect(await store.addToCappedSet('s', 'a', 1, 2, 10_000)).toEqual([]);
    expect(await store.addToCappedSet('s', 'c', 3, 2, 10_000)).toEqual([]);
    expect(await store.addToCappedSet('s', 'b', 2, 2, 10_000)).toEqual(['a']);
    expect(await store.setMembers('s')).toEqual(['b', 'c']);
    await store.removeFromSet('s', 'b');
    expect(await store.setMembers('s')).toEqual(['c']);
    expect(await store.setMembers('missing')).toEqual([]);
    await store.delete('s');
    expect(await store.setMembers('s')).toEqual([]);
  });

  it('should push every member out exactly once under concurrent adds', async () => {
    const pushedOut = await Promise.all(
      Array.from({ length: 30 }, (_, i) => store.addToCappedSet('cap', `m${i}`, i, 5, 10_000)),
    );
    const all = pushedOut.flat();
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
    expect(await store.setMembers('cap')).toHaveLength(5);
  });

  it('should forget a capped set when its time-to-live passes', async () => {
    await store.addToCappedSet('gone', 'a', 1, 5, 50);
    await sleep(120);
    expect(await store.setMembers('gone')).toEqual([]);
  });

  describe('rankings', () => {
    const scores = (entries: [string, number][]) => entries.map(([member, score]) => ({ member, score }));
    // Rankings never expire: leave nothing behind in a shared Redis.
    afterEach(() => Promise.all(['r', 't', 'u', 'x', 'e', 'k'].map((key) => store.delete(key))));

    it('should rank from the highest score and page in that order with the scores', async () => {
      await store.setScores(
        'r',
        scores([
          ['a', 10],
          ['b', 30],
          ['c', 20],
        ]),
      );
      expect(await store.reverseRank('r', 'b')).toBe(0);
      expect(await store.reverseRank('r', 'a')).toBe(2);
      expect(await store.reverseRankWithScore('r', 'a')).toEqual({ position: 2, score: 10 });
      expect(await store.reverseRankWithScore('r', 'stranger')).toBeNull();
      expect(await store.reverseRankWithScore('no-set', 'a')).toBeNull();
      expect(await store.reverseRange('r', 0, 2)).toEqual(
        scores([
          ['b', 30],
          ['c', 20],
        ]),
      );
      expect(await store.reverseRange('r', 1, 5)).toEqual(
        scores([
          ['c', 20],
          ['a', 10],
        ]),
      );
      expect(await store.setSize('r')).toBe(3);
    });

    it('should put the greater member first on equal scores, as ZREVRANK does', async () => {
      await store.setScores(
        't',
        scores([
          ['m-1', 5],
          ['m-3', 5],
          ['m-2', 5],
        ]),
      );
      expect((await store.reverseRange('t', 0, 3)).map((entry) => entry.member)).toEqual([
        'm-3',
        'm-2',
        'm-1',
      ]);
      expect(await store.reverseRank('t', 'm-1')).toBe(2);
    });

    it('should move a member when its score is set again', async () => {
      await store.setScores(
        'u',
        scores([
          ['a', 1],
          ['b', 2],
        ]),
      );
      await store.setScores('u', scores([['a', 3]]));
      expect(await store.reverseRank('u', 'a')).toBe(0);
      expect(await store.setSize('u')).toBe(2);
    });

    it('should add only the members not there yet when asked to, the others keeping their scores', async () => {
      await store.setScores('k', scores([['a', 5]]));
      await store.addScoresIfAbsent(
        'k',
        scores([
          ['a', 1],
          ['b', 3],
        ]),
      );
      expect(await store.reverseRange('k', 0, 5)).toEqual(
        scores([
          ['a', 5],
          ['b', 3],
        ]),
      );
      await store.addScoresIfAbsent('k', []);
      expect(await store.setSize('k')).toBe(2);
    });

    it('should hold exact integer scores up to 2^53 and negative ones', async () => {
      const big = 2 ** 52 + 1;
      await store.setScores(
        'x',
        scores([
          ['big', big],
          ['bigger', big + 1],
          ['neg', -(2 ** 40)],
        ]),
      );
      expect(await store.reverseRange('x', 0, 3)).toEqual(
        scores([
          ['bigger', big + 1],
          ['big', big],
          ['neg', -(2 ** 40)],
        ]),
      );
    });

    it('should answer null, nothing and 0 for what is not there', async () => {
      await store.setScores('e', scores([['a', 1]]));
      expect(await store.reverseRank('e', 'nobody')).toBeNull();
      expect(await store.reverseRank('missing', 'a')).toBeNull();
      for (const offset of [1, 2, 5]) expect(await store.reverseRange('e', offset, 10)).toEqual([]);
      expect(await store.reverseRange('e', 0, 0)).toEqual([]);
      expect(await store.reverseRange('missing', 0, 10)).toEqual([]);
      expect(await store.setSize('missing')).toBe(0);
      await store.setScores('e', []);
      expect(await store.setSize('e')).toBe(1);
    });

    it('should keep a ranking until it is deleted', async () => {
      await store.setScores('k', scores([['a', 1]]));
      expect(await store.ttl('k')).toBeNull();
      await store.removeFromSet('k', 'a');
      expect(await store.reverseRank('k', 'a')).toBeNull();
      await store.setScores('k', scores([['b', 1]]));
      await store.delete('k');
      expect(await store.setSize('k')).toBe(0);
    });
  });
});
