import { randomUUID } from 'node:crypto';
import { LiveFanout } from './live-fanout';
import type { LiveMatchUpdate } from './live-updates';

const club = { id: randomUUID(), name: 'Club', shortName: 'CLB' };

function update(matchId: string, version: number): LiveMatchUpdate {
  return {
    match: {
      id: matchId,
      gameweek: 1,
      homeClub: club,
      awayClub: club,
      homeScore: 0,
      awayScore: 0,
      score: '0-0',
      minute: version,
      status: 'LIVE',
      version,
    },
    action: null,
  };
}

const versionOf = (selected: LiveMatchUpdate) => selected.match.version;

describe('LiveFanout', () => {
  it('should hand each subscriber what its selector keeps, in order, waiting for what is still to come', async () => {
    const fanout = new LiveFanout<LiveMatchUpdate>();
    const all = fanout.subscribe(
      (u) => u,
      () => {},
    );
    const onlyB = fanout.subscribe(
      (u) => (u.match.id === 'b' ? versionOf(u) : null),
      () => {},
    );
    const pending = onlyB.next();

    fanout.publish(update('a', 1));
    fanout.publish(update('b', 2));
    fanout.publish(update('b', 3));

    expect(await pending).toEqual({ value: 2, done: false });
    expect(await onlyB.next()).toEqual({ value: 3, done: false });
    expect((await all.next()).value?.match.version).toBe(1);
    expect((await all.next()).value?.match.version).toBe(2);
  });

  it('should forget a subscriber that returns, and end a pending next()', async () => {
    const fanout = new LiveFanout<LiveMatchUpdate>();
    const subscription = fanout.subscribe(
      (u) => u,
      () => {},
    );
    const pending = subscription.next();

    await subscription.return?.();

    expect(await pending).toEqual({ value: undefined, done: true });
    expect(fanout.size).toBe(0);
  });

  it('should drop a subscriber that falls a full queue behind, and keep serving the others', async () => {
    const fanout = new LiveFanout<LiveMatchUpdate>(2);
    const overflows: string[] = [];
    const slow = fanout.subscribe(versionOf, () => overflows.push('slow'));
    const fast = fanout.subscribe(versionOf, () => overflows.push('fast'));

    fanout.publish(update('a', 1));
    fanout.publish(update('a', 2));
    expect(await fast.next()).toEqual({ value: 1, done: false });
    expect(await fast.next()).toEqual({ value: 2, done: false });
    fanout.publish(update('a', 3));

    expect(overflows).toEqual(['slow']);
    expect(await slow.next()).toEqual({ value: undefined, done: true });
    expect(await fast.next()).toEqual({ value: 3, done: false });
    expect(fanout.size).toBe(1);
  });

  it('should end every subscription on close, and any later one at once', async () => {
    const fanout = new LiveFanout<LiveMatchUpdate>();
    const open = fanout.subscribe(versionOf, () => {});

    fanout.close();

    expect(await open.next()).toEqual({ value: undefined, done: true });
    expect(await fanout.subscribe(versionOf, () => {}).next()).toEqual({ value: undefined, done: true });
    expect(fanout.size).toBe(0);
  });

  it("should offer an update to its audience's subscribers only", async () => {
    const fanout = new LiveFanout<LiveMatchUpdate>();
    const everyone = fanout.subscribe(versionOf, () => {});
    const ann = fanout.subscribe(versionOf, () => {}, 'ann');
    const bob = fanout.subscribe(versionOf, () => {}, 'bob');

    fanout.publish(update('a', 1), 'ann');
    fanout.publish(update('a', 2), 'bob');
    fanout.publish(update('a', 3));

    expect(await ann.next()).toEqual({ value: 1, done: false });
    expect(await bob.next()).toEqual({ value: 2, done: false });
    expect(await everyone.next()).toEqual({ value: 3, done: false });
    await ann.return?.();
    expect(fanout.size).toBe(2);
    fanout.close();
    expect(await bob.next()).toEqual({ value: undefined, done: true });
  });
});
