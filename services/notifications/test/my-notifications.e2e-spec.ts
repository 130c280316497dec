import { randomUUID } from 'node:crypto';
import { SplRewardsAwarded } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { DEFAULT_NOTIFICATION_QUOTAS } from '../src/config/notifications.config';
import {
  dataOf,
  errorOf,
  inboxOf,
  notificationsAppPerSuite,
  registeredManager,
} from './notifications-test-app';
import {
  markAllReadOperation,
  markReadOperation,
  myNotificationsOperation,
} from './operations/notifications.operations';
import { reward } from './source-events';

// A manager's own notifications through GraphQL: listed, counted and marked read, his alone.
describe('notifications subgraph: my notifications', () => {
  const suite = notificationsAppPerSuite();
  const t = () => suite.t;
  let ann: Awaited<ReturnType<typeof registeredManager>>;
  let bob: Awaited<ReturnType<typeof registeredManager>>;

  /** One SPL payment of `splTokens` to the manager: one notification. */
  const pay = (managerId: string, splTokens: number) =>
    t().publish(SplRewardsAwarded, managerId, { managerId, rewards: [reward(splTokens)] });
  const markRead = async (caller: typeof ann, ids: string[]) =>
    (await dataOf<{ markNotificationsRead: number }>(t(), markReadOperation(ids), caller))
      .markNotificationsRead;

  beforeEach(async () => {
    ann = await registeredManager(t(), 'annsmith');
    bob = await registeredManager(t(), 'bobjones');
    for (const splTokens of [100, 200, 300]) await pay(ann.userId, splTokens);
    await pay(bob.userId, 400);
  });

  it('should list only my notifications, newest first, one page at a time', async () => {
    const titlesOf = async (page: { limit?: number; offset?: number }) =>
      (await inboxOf(t(), ann, page)).notifications.map((n) => n.title.split(':')[0]);
    expect(await titlesOf({})).toEqual(['+300 SPL', '+200 SPL', '+100 SPL']);
    expect(await titlesOf({ limit: 2, offset: 1 })).toEqual(['+200 SPL', '+100 SPL']);
    expect(await titlesOf({ offset: 3 })).toEqual([]);
    expect((await inboxOf(t(), bob)).notifications.map((n) => n.title.split(':')[0])).toEqual(['+400 SPL']);
  });

  it("should mark read only my unread ones among the ids; another manager's, unknown or malformed ids change nothing", async () => {
    const mine = (await inboxOf(t(), ann)).notifications;
    const [bobs] = (await inboxOf(t(), bob)).notifications;
    expect(await markRead(ann, [mine[0]!.id, bobs!.id, randomUUID(), 'not-an-id'])).toBe(1);
    expect(await markRead(ann, [mine[0]!.id])).toBe(0);
    expect(await markRead(ann, [])).toBe(0);

    const after = await inboxOf(t(), ann);
    expect(after.unread).toBe(2);
    expect(after.notifications.map((n) => n.readAt === null)).toEqual([false, true, true]);
    expect(new Date(after.notifications[0]!.readAt!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await inboxOf(t(), bob)).toMatchObject({ unread: 1, notifications: [{ readAt: null }] });
  });

  it('should mark all my notifications read, and nobody else’s', async () => {
    await markRead(ann, [(await inboxOf(t(), ann)).notifications[0]!.id]);
    expect(
      (await dataOf<{ markAllNotificationsRead: number }>(t(), markAllReadOperation(), ann))
        .markAllNotificationsRead,
    ).toBe(2);
    expect(
      (await dataOf<{ markAllNotificationsRead: number }>(t(), markAllReadOperation(), ann))
        .markAllNotificationsRead,
    ).toBe(0);
    expect((await inboxOf(t(), ann)).unread).toBe(0);
    expect((await inboxOf(t(), bob)).unread).toBe(1);
  });

  it('should refuse more than 100 ids at once, marking nothing', async () => {
    const ids = [
      (await inboxOf(t(), ann)).notifications[0]!.id,
      ...Array.from({ length: 100 }, () => randomUUID()),
    ];
    expect(await errorOf(t(), markReadOperation(ids), ann)).toEqual({
      message: 'At most 100 notifications can be marked read at once',
      code: 'BAD_USER_INPUT',
    });
    expect((await inboxOf(t(), ann)).unread).toBe(3);
  });

  it('should refuse a manager past the read-mark quota, both mutations counted together', async () => {
    const { limit } = DEFAULT_NOTIFICATION_QUOTAS.readMarkQuota;
    for (let call = 0; call < limit; call += 1)
      await (call % 2 ? markRead(ann, []) : dataOf(t(), markAllReadOperation(), ann));
    for (const operation of [markReadOperation([]), markAllReadOperation()]) {
      const res = await graphqlRequest(t().server, operation, ann);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Too many notification read marks\. Try again in \d+ seconds?\.$/),
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
      });
    }
    // Another manager is counted apart.
    expect(await markRead(bob, [])).toBe(0);
  });

  it('should refuse a list limit out of 1 to 100, and a negative offset', async () => {
    for (const limit of [0, 101])
      expect(await errorOf(t(), myNotificationsOperation({ limit }), ann)).toEqual({
        message: 'limit must be between 1 and 100',
        code: 'BAD_USER_INPUT',
      });
    expect(await errorOf(t(), myNotificationsOperation({ offset: -1 }), ann)).toEqual({
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
    });
  });

  it.each([
    ['myNotifications', myNotificationsOperation()],
    ['markNotificationsRead', markReadOperation([])],
    ['markAllNotificationsRead', markAllReadOperation()],
  ])('should ask a signed-out caller of %s to sign in', async (_name, operation) => {
    expect((await errorOf(t(), operation, { userId: null })).code).toBe('UNAUTHENTICATED');
  });
});
