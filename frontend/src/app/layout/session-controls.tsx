import { Link } from 'react-router';
import { CircleUser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LogoutEverywhereButton, LogoutLink } from '@/features/auth';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { cn } from '@/lib/utils';

/** The signed-in username with Log out everywhere and Logout, or Log in and Register for visitors. */
export function SessionControls({ className }: { className?: string }) {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <Skeleton className={cn('h-8 w-36', className)} />;

  if (!user) {
    return (
      <div className={cn('flex items-center gap-1 sm:gap-2', className)}>
        <Button asChild variant="ghost" size="sm">
          <Link to="/login">Log in</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/register">Register</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span className="flex items-center gap-1.5 text-sm font-medium">
        <CircleUser aria-hidden="true" className="size-5 text-primary" />
        <span className="sr-only">Signed in as </span>
        {user.username}
      </span>
      <LogoutEverywhereButton />
      <LogoutLink />
    </div>
  );
}
