import { startTransition, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api-client';
import { announceSession } from '@/lib/session/session-announcements';
import { useSessionActions } from '@/lib/session/use-session-actions';

/**
 * Ends the session through `endSession` (a POST), then says so, goes home and treats the user as logged out.
 * A failure keeps the user signed in and shows why.
 */
export function useEndSession(endSession: () => Promise<void>) {
  const { clearSession } = useSessionActions();
  const navigate = useNavigate();
  const [endedCount, setEndedCount] = useState(0);

  // The user is cleared only once the navigation home has committed: the query cache updates outside React
  // transitions, so clearing it earlier would let a members-only page see "no user" first and redirect to
  // /login instead of home.
  useEffect(() => {
    if (endedCount > 0) clearSession();
  }, [endedCount, clearSession]);

  const { mutate } = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      announceSession('signed-out');
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      startTransition(() => {
        setEndedCount((count) => count + 1);
        void navigate('/');
      });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: describeError(error), variant: 'destructive' });
    },
  });

  return () => mutate();
}
