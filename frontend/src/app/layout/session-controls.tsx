import { Link } from 'react-router';
import { CircleUser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LogoutEverywhereButton, LogoutLink } from '@/features/auth';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { cn } from '@/lib/utils';

/** Log in and Register for visitors; nothing for a signed-in user (see SessionActions). */
export function VisitorLinks({ className }: { className?: string }) {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <Skeleton className={cn('h-8 w-24', className)} />;
  if (user) return null;

  // On a phone the header's first row holds only the name and the menu: these take the next one.
  return (
    <div
      className={cn(
        'order-1 flex w-full items-center justify-end gap-1 sm:gap-2 md:order-none md:w-auto',
        className,
      )}
    >
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/register">Register</Link>
      </Button>
    </div>
  );
}

/** The signed-in username with Log out everywhere and Logout; nothing for visitors. */
export function SessionActions({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-2 md:gap-3', className)}>
      <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium">
        <CircleUser aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="sr-only">Signed in as </span>
        <span className="truncate">{user.username}</span>
      </span>
      <LogoutEverywhereButton />
      <LogoutLink />
    </div>
  );
}
