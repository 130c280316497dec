import { Link } from 'react-router';
import { graphql } from '@/graphql/__generated__';
import type { NotificationItem_NotificationFragment } from '@/graphql/__generated__/graphql';
import { formatTimeAgo } from '@/features/notifications/utils/time-ago';
import { formatShortDateTime } from '@/lib/date-format';
import { cn } from '@/lib/utils';

graphql(`
  fragment NotificationItem_notification on Notification {
    id
    title
    body
    link
    createdAt
    readAt
  }
`);

/** One notification in the bell's list: a link to the page it concerns, unread ones marked. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationItem_NotificationFragment;
  onOpen: () => void;
}) {
  const { title, body, link, createdAt, readAt } = notification;
  const unread = readAt === null;
  return (
    <Link
      to={link}
      onClick={onOpen}
      className={cn(
        'grid grid-cols-[0.5rem_minmax(0,1fr)] gap-x-3 rounded-md px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        unread && 'bg-primary/5',
      )}
    >
      <span aria-hidden="true" className={cn('mt-1.5 size-2 rounded-full', unread && 'bg-primary')} />
      <span className="grid gap-0.5">
        <span className={unread ? 'font-semibold' : 'font-medium'}>
          {unread && <span className="sr-only">Unread: </span>}
          {title}
        </span>
        {body && <span className="text-muted-foreground">{body}</span>}
        <time
          dateTime={createdAt}
          title={formatShortDateTime(createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatTimeAgo(createdAt)}
        </time>
      </span>
    </Link>
  );
}
