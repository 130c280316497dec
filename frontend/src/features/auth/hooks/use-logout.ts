import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { postLogout } from '@/features/auth/api/auth-api';
import { describeError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user-context';

export function useLogout() {
  const { setCurrentUser } = useCurrentUser();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await postLogout();
    } catch (error) {
      toast({ title: 'Logout failed', description: describeError(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    // The router applies navigations as transitions; clearing the user in the same transition commits both
    // together, so a members-only page never sees "no user" first and redirects to /login instead of home.
    startTransition(() => {
      setCurrentUser(null);
      void navigate('/');
    });
  }, [setCurrentUser, navigate]);
}
