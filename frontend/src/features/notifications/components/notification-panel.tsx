import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { PanelBody } from '@/components/panel-states';
import { Button } from '@/components/ui/button';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useMarkRead } from '@/features/notifications/hooks/use-mark-read';
import { useNotificationList } from '@/features/notifications/hooks/use-notification-list';

/**
 * The open bell: the newest notifications (opening one marks it read), Mark all as read, Load more, and
 * the way to the settings. `onNavigate` closes the bell as a link is followed.
 */
export function NotificationPanel({
  titleId,
  unreadCount,
  onNavigate,
}: {
  titleId: string;
  unreadCount: number;
  onNavigate: () => void;
}) {
  const { notifications, failed, retry, hasMore, loadingMore, loadMore } = useNotificationList();
  const { markOneRead, markAllRead, markingAll } = useMarkRead();
  const shownUnread = (notifications ?? []).filter(({ readAt }) => readAt === null).map(({ id }) => id);

  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4">
        <h2 id={titleId} className="text-sm font-semibold">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || markingAll}
          onClick={() => void markAllRead(shownUnread)}
        >
          Mark all as read
        </Button>
      </div>
      <div className="grid max-h-[min(28rem,60svh)] gap-2 overflow-y-auto p-2">
        <PanelBody
          items={notifications}
          failed={failed}
          onRetry={retry}
          errorMessage="Notifications could not be loaded."
          loading={{ label: 'Loading notifications', rows: 3 }}
          empty={<p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>}
        >
          {(items) => (
            <ul aria-label="Notifications" className="grid gap-1">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    onOpen={() => {
                      if (notification.readAt === null) markOneRead(notification.id);
                      onNavigate();
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </PanelBody>
        {hasMore && (
          <Button variant="outline" size="sm" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
      <div className="border-t p-2">
        <Button asChild variant="ghost" size="sm" className="w-full justify-start">
          <Link to="/settings/notifications" onClick={onNavigate}>
            <Settings aria-hidden="true" />
            Notification settings
          </Link>
        </Button>
      </div>
    </div>
  );
}
