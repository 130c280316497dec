import { randomUUID } from 'node:crypto';
import { type ExecutionArgs, parse } from 'graphql';
import { EVERYONE, LiveFanout } from './live-fanout';
import { buildLiveSchema, type LiveFeeds, liveRootValue } from './live-schema';
import type { LiveMatchUpdate } from './live-updates';
import type { MarketListingEnded } from './market-listings';
import type { NotificationUpdate } from './new-notifications';
import type { SharedNextMessage } from './shared-next-message';
import type { SplPaymentUpdate } from './spl-payments';
import { encodeId } from './shared-next-message';
import { type GroupMember, type Joining, SubscriptionGroups } from './subscription-groups';

const LIVE_MATCH_UPDATED = `subscription Live($matchId: ID) {
  liveMatchUpdated(matchId: $matchId) { match { id score version } action { kind } }
}`;
const club = { id: randomUUID(), name: 'Club', shortName: 'CLB' };

/**
 * A match update whose score counts its reads: each execution of a selection of it reads the field
 * once (graphql-js's default resolver), and nothing else does, so the count is the number of executions.
 */
function countedUpdate(matchId: string, version: number, reads: { count: number }): LiveMatchUpdate {
  const match = {
    id: matchId,
    gameweek: 1,
    homeClub: club,
    awayClub: club,
    homeScore: version,
    awayScore: 0,
    get score() {
      reads.count += 1;
      return `${version}-0`;
    },
    minute: version,
    status: 'LIVE' as const,
    version,
  };
  return { match, action: null };
}

/** A member that keeps the bytes it is sent under its id, as a socket would write them. */
function recordingMember(id: string) {
  const encodedId = encodeId(id);
  const frames: string[] = [];
  const member: GroupMember & { frames: string[]; dropped: number } = {
    frames,
    dropped: 0,
    send: (message: SharedNextMessage) => frames.push(message.to(encodedId).toString()),
    drop: () => (member.dropped += 1),
  };
  return member;
}

describe('SubscriptionGroups', () => {
  const schema = buildLiveSchema();
  let feeds: LiveFeeds;
  let groups: SubscriptionGroups;
  let executed: string[];
  beforeEach(() => {
    feeds = {
      matches: new LiveFanout<LiveMatchUpdate>(),
      splPayments: new LiveFanout<SplPaymentUpdate>(),
      endedListings: new LiveFanout<MarketListingEnded>(),
      notifications: new LiveFanout<NotificationUpdate>(),
    };
    executed = [];
    groups = new SubscriptionGroups((operation) => executed.push(operation));
  });
  afterEach(() => feeds.matches.close());

  /** Joins like the server's onSubscribe: the key of what is asked, for everyone. */
  function join(member: GroupMember, variables: Record<string, unknown> = {}, query = LIVE_MATCH_UPDATED) {
    const contextValue: Joining = {
      groupKey: JSON.stringify([EVERYONE, variables, query]),
      audience: EVERYONE,
      member,
    };
    const args: ExecutionArgs = {
      schema,
      document: parse(query),
      variableValues: variables,
      rootValue: liveRootValue(feeds),
      contextValue,
    };
    return groups.join(args);
  }

  const until = async (condition: () => boolean) => {
    for (let tick = 0; tick < 100 && !condition(); tick++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(condition()).toBe(true);
  };

  it('should execute each distinct subscription once per event and send every subscriber the same bytes', async () => {
    const all = Array.from({ length: 50 }, (_, i) => recordingMember(`all-${i}`));
    const matchId = randomUUID();
    const oneMatch = Array.from({ length: 20 }, (_, i) => recordingMember(`one-${i}`));
    for (const member of all) await join(member);
    for (const member of oneMatch) await join(member, { matchId });

    expect(groups.size).toBe(2);
    expect(groups.subscribers).toBe(70);
    expect(groups.byOperation()).toEqual(new Map([['Live', { subscribers: 70, groups: 2 }]]));
    expect(groups.byOperation(() => 'other')).toEqual(new Map([['other', { subscribers: 70, groups: 2 }]]));
    const reads = { count: 0 };
    feeds.matches.publish(countedUpdate(matchId, 1, reads));
    feeds.matches.publish(countedUpdate(randomUUID(), 2, reads));
    await until(() => all.every((member) => member.frames.length === 2));
    await until(() => oneMatch.every((member) => member.frames.length === 1));

    // Two events to the everyone group, one to the one-match group: three executions for 120 messages.
    expect(reads.count).toBe(3);
    expect(executed).toEqual(['Live', 'Live', 'Live']);
    const withoutId = (frame: string) => {
      const { id, ...message } = JSON.parse(frame) as { id: string };
      return { id, rest: JSON.stringify(message) };
    };
    const first = all.map((member) => withoutId(member.frames[0]!));
    expect(new Set(first.map(({ rest }) => rest)).size).toBe(1);
    expect(first.map(({ id }) => id)).toEqual(all.map((_, i) => `all-${i}`));
    expect(JSON.parse(all[0]!.frames[1]!)).toEqual({
      id: 'all-0',
      type: 'next',
      payload: {
        data: { liveMatchUpdated: { match: expect.objectContaining({ version: 2 }), action: null } },
      },
    });
    expect(new Set(oneMatch.map((member) => withoutId(member.frames[0]!).rest))).toEqual(
      new Set([first[0]!.rest]),
    );
  });

  it('should end the group when its last subscriber leaves, and start a new one for the next', async () => {
    const first = recordingMember('a');
    const second = recordingMember('b');
    const memberships = [await join(first), await join(second)] as AsyncIterableIterator<unknown>[];
    const pending = memberships[0]!.next();

    await memberships[0]!.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(groups.subscribers).toBe(1);
    await memberships[1]!.return?.();
    expect(groups.size).toBe(0);
    await until(() => feeds.matches.size === 0);

    const third = recordingMember('c');
    await join(third);
    feeds.matches.publish(countedUpdate(randomUUID(), 1, { count: 0 }));
    await until(() => third.frames.length === 1);
    expect([first.frames, second.frames]).toEqual([[], []]);
  });

  it('should answer a subscription that cannot start with its errors, and keep no group for it', async () => {
    const result = await join(recordingMember('a'), { matchId: { not: 'an id' } });

    expect(result).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/matchId/) })],
    });
    expect(groups.size).toBe(0);
  });

  it('should drop every subscriber of a group that falls a full queue behind', async () => {
    feeds.matches = new LiveFanout<LiveMatchUpdate>(2);
    const members = [recordingMember('a'), recordingMember('b')];
    for (const member of members) await join(member);

    // The group's pump takes the first; the queue holds two more; the fourth overflows it.
    for (let version = 1; version <= 4; version++)
      feeds.matches.publish(countedUpdate('m', version, { count: 0 }));

    expect(members.map((member) => member.dropped)).toEqual([1, 1]);
  });
});
