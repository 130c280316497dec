import { useQuery } from '@apollo/client/react';
import { MyUnreadNotificationCountDocument } from '@/features/notifications/api/notifications.query';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';

/** Without the live push, how often the bell reads its count again. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The bell's unread count, kept current by the live push (polled when it is refused). A reconnected socket
 * reads it again with every other query on screen (lib/apollo-client.ts), as whatever was kept meanwhile
 * never arrives as an event.
 */
export function useUnreadCount(): number {
  const live = useLiveNotifications();
  const { data } = useQuery(MyUnreadNotificationCountDocument, { pollInterval: live ? 0 : UNREAD_POLL_MS });
  return data?.myUnreadNotificationCount ?? 0;
}
