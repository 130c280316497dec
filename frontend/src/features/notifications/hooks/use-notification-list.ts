import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyNotificationsDocument } from '@/features/notifications/api/notifications.query';

/** The bell lists this many at first, and Load more this many more. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The bell's list while it is open: read afresh at each opening (and when the socket reconnects), newest
 * first, older ones a page at a time.
 */
export function useNotificationList() {
  const { data, error, fetchMore, refetch } = useQuery(MyNotificationsDocument, {
    variables: { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const notifications = data?.myNotifications;
  const [loadingMore, setLoadingMore] = useState(false);
  // How long the list was when a page came back short: there is nothing older. New ones only ever join
  // at the top; a first page read again (shorter than that) may have older ones after it again.
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const shown = notifications?.length ?? 0;
  const hasMore = shown >= NOTIFICATIONS_PAGE_SIZE && (endedAt === null || shown < endedAt);

  async function loadMore() {
    setLoadingMore(true);
    try {
      const { data: page } = await fetchMore({ variables: { offset: shown } });
      const read = page?.myNotifications.length ?? 0;
      if (read < NOTIFICATIONS_PAGE_SIZE) setEndedAt(shown + read);
    } catch {
      // The button stays: the next click tries again.
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    notifications,
    failed: error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    hasMore,
    loadingMore,
    loadMore: () => void loadMore(),
  };
}
