import { useId, useState } from 'react';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { NotificationPanel } from '@/features/notifications/components/notification-panel';
import { useUnreadCount } from '@/features/notifications/hooks/use-unread-count';
import { unreadBadge, unreadLabel } from '@/features/notifications/utils/unread-count';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { cn } from '@/lib/utils';

/** The header's bell for a signed-in manager: the unread count, and the notifications in a popover. */
export function NotificationBell() {
  const { user } = useCurrentUser();
  // One bell per account: another manager signing in starts with their own count and live push.
  return user ? <SignedInBell key={user.id} /> : null;
}

function SignedInBell() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = useUnreadCount();
  const badge = unreadBadge(count);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}>
        <Bell aria-hidden="true" />
        <span className="sr-only">{badge ? `Notifications, ${unreadLabel(count)}` : 'Notifications'}</span>
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={16}
          aria-labelledby={titleId}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-md border bg-popover text-popover-foreground shadow-md outline-none"
        >
          <NotificationPanel titleId={titleId} unreadCount={count} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
