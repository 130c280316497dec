import type { ApolloCache, Reference } from '@apollo/client';
import {
  NotificationItem_NotificationFragmentDoc,
  type NotificationAddedSubscription,
} from '@/graphql/__generated__/graphql';

type LiveNotification = NotificationAddedSubscription['notificationAdded'];

const fragment = {
  fragment: NotificationItem_NotificationFragmentDoc,
  fragmentName: 'NotificationItem_notification',
} as const;

/**
 * A notification pushed live: at the top of the cached list (when the list is cached) and one more unread.
 * One the cache already holds (a list read since brought it) is neither listed nor counted again.
 */
export function addLiveNotification(cache: ApolloCache, notification: LiveNotification): void {
  const id = cache.identify(notification);
  if (id && cache.readFragment({ ...fragment, id })) return;
  const ref = cache.writeFragment({ ...fragment, data: notification });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myNotifications: (existing: readonly Reference[]) => [ref, ...existing],
      myUnreadNotificationCount: (count: number) => count + 1,
    },
  });
}

/**
 * These notifications read, and the unread count down by `marked` (how many the server says were unread).
 * The answer carries no time: the client's clock stands in, as only read or unread is shown.
 */
export function markReadInCache(cache: ApolloCache, ids: readonly string[], marked: number): void {
  const readAt = new Date().toISOString();
  for (const id of ids) {
    cache.modify({
      id: cache.identify({ __typename: 'Notification', id }),
      fields: { readAt: (current: string | null) => current ?? readAt },
    });
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { myUnreadNotificationCount: (count: number) => Math.max(0, count - marked) },
  });
}
