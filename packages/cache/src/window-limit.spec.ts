import { MemoryStore } from './memory-store';
import { WindowLimit } from './window-limit';

describe('WindowLimit', () => {
  let now = 0;
  let store: MemoryStore;
  beforeEach(() => {
    now = 1_000_000;
    store = new MemoryStore(() => now);
  });
  afterEach(() => store.close());

  const limit = () => new WindowLimit(store, { prefix: 'test', limit: 3, windowMs: 60_000 });

  it('should allow up to the limit per key and refuse the rest until the window ends', async () => {
    const calls = limit();
    for (let i = 0; i < 3; i++) expect(await calls.take('ann')).toEqual({ allowed: true });
    now += 20_000;
    expect(await calls.take('ann')).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect(await calls.take('bob')).toEqual({ allowed: true });
    now += 40_000;
    expect(await calls.take('ann')).toEqual({ allowed: true });
  });

  it('should let exactly the limit through when many calls race', async () => {
    const calls = limit();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => calls.take('ann')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('should keep two limits on one store apart by their prefix', async () => {
    const a = new WindowLimit(store, { prefix: 'a', limit: 1, windowMs: 60_000 });
    const b = new WindowLimit(store, { prefix: 'b', limit: 1, windowMs: 60_000 });
    expect(await a.take('ann')).toEqual({ allowed: true });
    expect(await b.take('ann')).toEqual({ allowed: true });
    expect((await a.take('ann')).allowed).toBe(false);
  });
});
