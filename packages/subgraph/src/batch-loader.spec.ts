import { BatchLoader, groupBy, keyedById } from './batch-loader';

describe('BatchLoader', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const counting = () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, { id: string }>(async (ids) => {
      calls.push(ids);
      return keyedById(rows.filter((row) => ids.includes(row.id)));
    });
    return { calls, loader };
  };

  it('should load every key asked for in one turn with one call, each key once', async () => {
    const { calls, loader } = counting();
    const found = await Promise.all(['a', 'b', 'a', 'x'].map((id) => loader.load(id)));
    expect(found).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'a' }, undefined]);
    expect(calls).toEqual([['a', 'b', 'x']]);
  });

  it('should also batch keys asked for after other awaits of the same turn', async () => {
    const { calls, loader } = counting();
    const late = async (id: string) => {
      await Promise.resolve();
      await Promise.resolve();
      return loader.load(id);
    };
    await Promise.all([loader.load('a'), late('b'), late('c')]);
    expect(calls).toHaveLength(1);
  });

  it('should keep nothing between turns: a key asked for again is loaded again', async () => {
    const { calls, loader } = counting();
    await loader.load('a');
    await loader.load('a');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('should fail every waiter of a batch whose load fails, and load the next batch afresh', async () => {
    let fail = true;
    const loader = new BatchLoader<string, string>(async (ids) => {
      if (fail) throw new Error('database down');
      return new Map(ids.map((id) => [id, id.toUpperCase()]));
    });
    const failed = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('a')).toBe('A');
  });

  it('should group rows by key for loaders answering a list per key', () => {
    const actions = [
      { matchId: 'm1', minute: 3 },
      { matchId: 'm2', minute: 5 },
      { matchId: 'm1', minute: 9 },
    ];
    expect(groupBy(actions, (action) => action.matchId)).toEqual(
      new Map([
        ['m1', [actions[0], actions[2]]],
        ['m2', [actions[1]]],
      ]),
    );
  });
});
