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

  it('should extend the expiry when touched and report false for a gone key', async () => {
    await store.set('s', 'x', 150);
    await sleep(80);
    expect(await store.touch('s', 300)).toBe(true);
    await sleep(120);
    expect(await store.get('s')).toBe('x');
    expect(await store.touch('nope', 100)).toBe(false);
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
});
