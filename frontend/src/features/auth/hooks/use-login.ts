import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { postLogin } from '@/features/auth/api/auth.rest';
import { readServerMessage } from '@/lib/api-client';
import { announceSession } from '@/lib/session/session-announcements';
import { useSessionActions } from '@/lib/session/use-session-actions';

// After a successful login the browser goes to / after 500 ms, leaving time to read the toast.
export const LOGIN_REDIRECT_DELAY_MS = 500;

export function useLogin() {
  const { setCurrentUser, refetchCurrentUser } = useSessionActions();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => void navigate('/'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  const { mutate, isPending } = useMutation({
    mutationFn: postLogin,
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      setCurrentUser(user);
      void refetchCurrentUser();
      announceSession('signed-in');
      setRedirecting(true);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: readServerMessage(error) ?? 'Login failed',
        variant: 'destructive',
      });
    },
  });

  return { login: mutate, isPending: isPending || redirecting };
}
