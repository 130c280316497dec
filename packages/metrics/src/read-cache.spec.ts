import { cachedFor } from './read-cache';

describe('cachedFor', () => {
  it('should share a read in progress and reuse its answer within the time to live', async () => {
    let reads = 0;
    const read = cachedFor(60_000, async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(1);
    expect(reads).toBe(1);
  });

  it('should read again once the answer is older than the time to live, and not keep a failure', async () => {
    let reads = 0;
    const read = cachedFor(0, async () => {
      reads += 1;
      if (reads === 2) throw new Error('database down');
      return reads;
    });
    expect(await read()).toBe(1);
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe(3);
  });
});
