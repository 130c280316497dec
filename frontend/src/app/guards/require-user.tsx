import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** Pages for signed-in managers: logged-out visitors are sent to /login, never shown the page first. */
export function RequireUser() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSkeleton />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
