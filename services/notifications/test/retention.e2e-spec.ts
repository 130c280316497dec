import { FieldedPlayerInjured } from '@sfl/contracts';
import type { Clock } from '@sfl/subgraph';
import {
  KEPT_PER_MANAGER,
  NotificationRetention,
  READ_KEPT_DAYS,
} from '../src/notifications/notification-retention';
import { dataOf, inboxOf, notificationsAppPerSuite, registeredManager } from './notifications-test-app';
import { markReadOperation } from './operations/notifications.operations';
import { fieldedPlayerInjured } from './source-events';

const DAY_MS = 24 * 60 * 60_000;

// The retention's rounds on a clock the test moves: what a manager still reads afterwards.
describe('notifications subgraph: retention', () => {
  let gameNow = Date.parse('2030-08-16T15:00:00.000Z');
  const clock: Clock = { now: () => gameNow };
  const suite = notificationsAppPerSuite(clock);
  const t = () => suite.t;

  const purge = () => t().app.get(NotificationRetention).purge();
  // Recorded together, then waited for: a manager's 200 and more notifications in a few seconds.
  const injuries = async (managerId: string, count: number) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n++)
      ids.push(
        await t().record(
          FieldedPlayerInjured,
          managerId,
          fieldedPlayerInjured(managerId, { footballerName: `Player ${n}` }),
        ),
      );
    await t().applied(ids);
  };

  it(`should delete read notifications older than ${READ_KEPT_DAYS} days, and no unread or newer one`, async () => {
    const ann = await registeredManager(t(), 'annsmith');
    await injuries(ann.userId, 3);
    const [newest, middle, oldest] = (await inboxOf(t(), ann)).notifications;
    await dataOf(t(), markReadOperation([oldest!.id, middle!.id]), ann);
    gameNow += DAY_MS;
    await injuries(ann.userId, 1);
    const [fresh] = (await inboxOf(t(), ann)).notifications;
    await dataOf(t(), markReadOperation([fresh!.id]), ann);

    gameNow += (READ_KEPT_DAYS - 1) * DAY_MS;
    expect(await purge()).toBe(0);
    gameNow += 1;
    expect(await purge()).toBe(2);

    const { notifications, unread } = await inboxOf(t(), ann);
    expect(notifications.map((n) => n.id)).toEqual([fresh!.id, newest!.id]);
    expect(unread).toBe(1);
  });

  it(`should keep each manager's newest ${KEPT_PER_MANAGER}, read or not, and another manager's alone`, async () => {
    const ann = await registeredManager(t(), 'annsmith');
    const bob = await registeredManager(t(), 'bobjones');
    await injuries(ann.userId, KEPT_PER_MANAGER + 3);
    await injuries(bob.userId, 2);
    const page = { limit: 100 };
    const newestOfAnn = [
      ...(await inboxOf(t(), ann, { ...page, offset: 0 })).notifications,
      ...(await inboxOf(t(), ann, { ...page, offset: 100 })).notifications,
    ].map((n) => n.id);

    expect(await purge()).toBe(3);

    const kept = [
      ...(await inboxOf(t(), ann, { ...page, offset: 0 })).notifications,
      ...(await inboxOf(t(), ann, { ...page, offset: 100 })).notifications,
      ...(await inboxOf(t(), ann, { ...page, offset: 200 })).notifications,
    ];
    expect(kept.map((n) => n.id)).toEqual(newestOfAnn);
    expect((await inboxOf(t(), ann)).unread).toBe(KEPT_PER_MANAGER);
    expect((await inboxOf(t(), bob)).notifications).toHaveLength(2);
    expect(await purge()).toBe(0);
  });
});
