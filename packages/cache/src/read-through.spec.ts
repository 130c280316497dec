import { MemoryStore } from './memory-store';
import { ReadThroughCache } from './read-through';

describe('ReadThroughCache', () => {
  let now = 0;
  let store: MemoryStore;
  beforeEach(() => {
    now = 1_000_000;
    store = new MemoryStore(() => now);
  });
  afterEach(() => store.close());

  const counting = <T>(value: T) => {
    const load = jest.fn(async () => value);
    return load;
  };

  it('should load once per key within the time-to-live, then load again', async () => {
    const cache = new ReadThroughCache<boolean>(store, { prefix: 'owns', ttlMs: 5_000 });
    const load = counting(true);
    expect(await cache.get('card-1', load)).toBe(true);
    now += 4_999;
    expect(await cache.get('card-1', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get('card-1', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should keep a false answer and tell keys apart', async () => {
    const cache = new ReadThroughCache<boolean>(store, { prefix: 'owns', ttlMs: 5_000 });
    expect(await cache.get('a', counting(false))).toBe(false);
    expect(await cache.get('a', counting(true))).toBe(false);
    expect(await cache.get('b', counting(true))).toBe(true);
  });

  it('should cache nothing when the load throws', async () => {
    const cache = new ReadThroughCache<number>(store, { prefix: 'n', ttlMs: 5_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('node down')))).rejects.toThrow('node down');
    expect(await cache.get('k', counting(7))).toBe(7);
  });

  it('should use the given codec and forget on request', async () => {
    const cache = new ReadThroughCache<bigint>(store, {
      prefix: 'price',
      ttlMs: 5_000,
      serialize: (value) => value.toString(),
      deserialize: (stored) => BigInt(stored),
    });
    expect(await cache.get('k', counting(10n ** 19n))).toBe(10n ** 19n);
    expect(await cache.get('k', counting(1n))).toBe(10n ** 19n);
    await cache.forget('k');
    expect(await cache.get('k', counting(1n))).toBe(1n);
  });
});
