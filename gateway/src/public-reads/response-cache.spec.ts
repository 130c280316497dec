import type { OperationOutcome } from '../rest-facade/run-operation';
import { ResponseCache } from './response-cache';

/** A load the test finishes by hand, counting how often it was started. */
function controlledLoads<T>() {
  const pending: ((outcome: OperationOutcome<T>) => void)[] = [];
  return {
    get started() {
      return pending.length;
    },
    load: () => new Promise<OperationOutcome<T>>((resolve) => pending.push(resolve)),
    finish: (index: number, data: T) => pending[index]!({ ok: true, data }),
    fail: (index: number) => pending[index]!({ ok: false, status: 400, message: 'bad page' }),
  };
}

const valueOf = async (answer: Promise<OperationOutcome<{ value: unknown }>>) => {
  const outcome = await answer;
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data.value;
};

describe('ResponseCache', () => {
  const clock = { now: 0 };
  let cache: ResponseCache<string>;
  beforeEach(() => {
    clock.now = 0;
    cache = new ResponseCache<string>({ ttlMs: 1_000, maxKeys: 2, now: () => clock.now });
  });

  it('should load once for every request waiting on the same answer, then serve it without loading', async () => {
    const loads = controlledLoads<string>();
    const waiting = Array.from({ length: 50 }, () => valueOf(cache.get('top', loads.load)));
    expect(loads.started).toBe(1);
    loads.finish(0, 'rows');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('rows'));
    expect(cache.fresh('top')?.body.toString()).toBe('"rows"');
    expect(await valueOf(cache.get('top', loads.load))).toBe('rows');
    expect(loads.started).toBe(1);
  });

  it('should load again after an invalidation, once for all the requests after it', async () => {
    const loads = controlledLoads<string>();
    const first = cache.get('top', loads.load);
    loads.finish(0, 'before');
    await first;
    cache.invalidate();
    expect(cache.fresh('top')).toBeUndefined();
    const after = Array.from({ length: 20 }, () => valueOf(cache.get('top', loads.load)));
    expect(loads.started).toBe(2);
    loads.finish(1, 'after');
    expect(new Set(await Promise.all(after))).toEqual(new Set(['after']));
  });

  it('should never hand a load that started before an invalidation to a request after it, nor keep it', async () => {
    const loads = controlledLoads<string>();
    const early = valueOf(cache.get('top', loads.load));
    cache.invalidate();
    const late = Array.from({ length: 5 }, () => valueOf(cache.get('top', loads.load)));
    loads.finish(0, 'stale');
    expect(await early).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads.started).toBe(2);
    loads.finish(1, 'fresh');
    expect(await Promise.all(late)).toEqual(Array(5).fill('fresh'));
    expect(cache.fresh('top')?.value).toBe('fresh');
  });

  it('should load again once the TTL has passed', async () => {
    const loads = controlledLoads<string>();
    const first = cache.get('top', loads.load);
    loads.finish(0, 'one');
    await first;
    clock.now = 999;
    expect(cache.fresh('top')?.value).toBe('one');
    clock.now = 1_000;
    const second = valueOf(cache.get('top', loads.load));
    loads.finish(1, 'two');
    expect(await second).toBe('two');
  });

  it('should answer a failure to its waiters without keeping it', async () => {
    const loads = controlledLoads<string>();
    const failed = Promise.all([cache.get('bad', loads.load), cache.get('bad', loads.load)]);
    loads.fail(0);
    expect(await failed).toEqual([
      { ok: false, status: 400, message: 'bad page' },
      { ok: false, status: 400, message: 'bad page' },
    ]);
    expect(cache.fresh('bad')).toBeUndefined();
    void cache.get('bad', loads.load);
    expect(loads.started).toBe(2);
  });

  it('should keep at most maxKeys answers, pushing the oldest out', async () => {
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve({ ok: true, data: key }));
    expect([cache.fresh('a'), cache.fresh('b')?.value, cache.fresh('c')?.value]).toEqual([
      undefined,
      'b',
      'c',
    ]);
  });

  it('should serialize the answer once, with an ETag that follows its bytes', async () => {
    await cache.get('x', () => Promise.resolve({ ok: true, data: 'one' }));
    await cache.get('y', () => Promise.resolve({ ok: true, data: 'two' }));
    const [x, y] = [cache.fresh('x')!, cache.fresh('y')!];
    expect(x.etag).toMatch(/^"[\w-]{27}"$/);
    expect(x.etag).not.toBe(y.etag);
  });
});
