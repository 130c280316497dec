import type {
  NotificationItem_NotificationFragment,
  NotificationKind,
  NotificationPreferenceRow_PreferenceFragment,
} from '@/graphql/__generated__/graphql';

const MINUTE_MS = 60_000;

/**
 * A notification as the API answers it, unread: bob was challenged by alice `minutesAgo` minutes ago
 * (5 by default), linking to battle b-<id>.
 */
export function notification(
  id: string,
  {
    minutesAgo = 5,
    ...overrides
  }: Partial<NotificationItem_NotificationFragment> & { minutesAgo?: number } = {},
): NotificationItem_NotificationFragment {
  return {
    __typename: 'Notification',
    id,
    title: 'alice challenged you to a battle',
    body: "25 SPL each on gameweek 7: accept it before the gameweek's deadline.",
    link: `/h2h?battle=b-${id}`,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The same, already read. */
export function readNotification(
  id: string,
  overrides: Parameters<typeof notification>[1] = {},
): NotificationItem_NotificationFragment {
  return notification(id, { readAt: '2026-12-01T10:00:00.000Z', ...overrides });
}

/** A kind's choice as the API answers it: the defaults (in the app on, email and push off) unless told. */
export function notificationPreference(
  kind: NotificationKind,
  overrides: Partial<NotificationPreferenceRow_PreferenceFragment> = {},
): NotificationPreferenceRow_PreferenceFragment {
  return { __typename: 'NotificationPreference', kind, inApp: true, email: false, push: false, ...overrides };
}
