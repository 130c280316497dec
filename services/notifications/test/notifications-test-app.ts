import { randomUUID } from 'node:crypto';
import { UserRegistered } from '@sfl/contracts';
import type { Clock } from '@sfl/subgraph';
import {
  type AsCaller,
  type ConsumingTestApp,
  type GraphQLOperation,
  graphqlRequest,
  startConsumingTestApp,
} from '@sfl/testing';
import { createNotificationsApp } from '../src/create-notifications-app';
import { myNotificationsOperation } from './operations/notifications.operations';

/** The topics the service follows, from one stand-in outbox. */
const SOURCES = ['users', 'matches', 'nft', 'spl-rewards', 'leagues', 'championships', 'squads'];

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * The real notifications subgraph on a fresh database, following the seven topics from a stand-in
 * producers' outbox through the embedded event bus, on `clock` when given. One app per describe
 * block, emptied before each test; the returned holder's `t` is the running app.
 */
export function notificationsAppPerSuite(clock?: Clock): { t: ConsumingTestApp } {
  const running = {} as { t: ConsumingTestApp };
  beforeAll(async () => {
    running.t = await startConsumingTestApp(SOURCES, (dependencies) =>
      createNotificationsApp({ ...dependencies, ...(clock ? { clock } : {}) }),
    );
  });
  afterAll(() => running.t?.close());
  beforeEach(() => running.t.reset());
  return running;
}

/** A manager users announced (UserRegistered), as the one to call with. */
export async function registeredManager(
  t: ConsumingTestApp,
  username: string,
): Promise<AsCaller & { userId: string }> {
  const userId = randomUUID();
  await t.publish(UserRegistered, userId, { userId, username, registeredAt: new Date().toISOString() });
  return { userId, roles: [] };
}

/** Sends the operation; answers its data, failing the test on any error. */
export async function dataOf<T>(
  t: ConsumingTestApp,
  operation: GraphQLOperation,
  caller?: AsCaller,
): Promise<T> {
  const res = await graphqlRequest(t.server, operation, caller);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** Sends the operation; answers its only error's message and code. */
export async function errorOf(t: ConsumingTestApp, operation: GraphQLOperation, caller?: AsCaller) {
  const res = await graphqlRequest(t.server, operation, caller);
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors as { message: string; extensions: { code: string } }[];
  return { message: error!.message, code: error!.extensions.code };
}

/** The caller's notifications, newest first, and how many are unread. */
export async function inboxOf(
  t: ConsumingTestApp,
  caller: AsCaller,
  page: { limit?: number; offset?: number } = {},
) {
  const data = await dataOf<{ myNotifications: NotificationView[]; myUnreadNotificationCount: number }>(
    t,
    myNotificationsOperation(page),
    caller,
  );
  return { notifications: data.myNotifications, unread: data.myUnreadNotificationCount };
}

/** The caller's notifications, newest first, as kind, title, body and link. */
export async function toldTo(t: ConsumingTestApp, caller: AsCaller) {
  return (await inboxOf(t, caller)).notifications.map(({ kind, title, body, link }) => ({
    kind,
    title,
    body,
    link,
  }));
}

/** What the service recorded of a type, in order. */
export async function recorded<P = Record<string, unknown>>(t: ConsumingTestApp, type: string): Promise<P[]> {
  const rows: { payload: P }[] = await t.dataSource.query(
    'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence',
    [type],
  );
  return rows.map((row) => row.payload);
}

/** The pending deliveries, as (manager, kind, channel). */
export async function deliveries(t: ConsumingTestApp): Promise<[string, string, string][]> {
  const rows: { manager_id: string; kind: string; channel: string }[] = await t.dataSource.query(
    `SELECT n.manager_id, n.kind, d.channel FROM notification_delivery d
     JOIN notification n ON n.id = d.notification_id WHERE d.status = 'pending'
     ORDER BY n.id, d.channel`,
  );
  return rows.map((row) => [row.manager_id, row.kind, row.channel]);
}
