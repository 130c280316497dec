import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** Login and register: a visitor who arrives already signed in goes home. */
export function GuestOnly() {
  const { user, isLoading } = useCurrentUser();
  // Decided once, on arrival: signing in on these pages must not redirect at once, because a successful login
  // shows its toast and goes home only after 500 ms, leaving time to read it.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean>();
  if (arrivedSignedIn === undefined && !isLoading) setArrivedSignedIn(user !== null);

  if (arrivedSignedIn === undefined) return <PageSkeleton />;
  return arrivedSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
