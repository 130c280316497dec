import { useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { markReadInCache } from '@/features/notifications/api/notification-cache';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
} from '@/features/notifications/api/notification-read.mutations';

/** Marking read: one notification as it is opened, or every one at once (Mark all as read). */
export function useMarkRead() {
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);

  // Opening one goes on whatever the answer: a failure leaves it unread, to be marked next time.
  function markOneRead(id: string): void {
    markRead({
      variables: { ids: [id] },
      update: (cache, { data }) => {
        if (data) markReadInCache(cache, [id], data.markNotificationsRead);
      },
    }).catch(() => undefined);
  }

  /** `shownUnread`: the unread ones listed, marked read in place; the count drops by all the server marked. */
  async function markAllRead(shownUnread: readonly string[]): Promise<void> {
    try {
      await markAll({
        update: (cache, { data }) => {
          if (data) markReadInCache(cache, shownUnread, data.markAllNotificationsRead);
        },
      });
    } catch (error) {
      toast({
        title: 'Notifications not marked read',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return { markOneRead, markAllRead, markingAll };
}
