import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { postLogin } from '@/features/auth/api/auth-api';
import type { Credentials } from '@/features/auth/schemas/credentials-schema';
import { readServerMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user-context';

// After a successful login the browser goes to / after 500 ms, leaving time to read the toast.
export const LOGIN_REDIRECT_DELAY_MS = 500;

type LoginStatus = 'idle' | 'pending' | 'redirecting';

export function useLogin() {
  const { setCurrentUser, refetchCurrentUser } = useCurrentUser();
  const navigate = useNavigate();
  const [status, setStatus] = useState<LoginStatus>('idle');

  useEffect(() => {
    if (status !== 'redirecting') return;
    const timer = window.setTimeout(() => void navigate('/'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const login = useCallback(
    async (credentials: Credentials) => {
      setStatus('pending');
      try {
        const user = await postLogin(credentials);
        toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
        setCurrentUser(user);
        void refetchCurrentUser();
        setStatus('redirecting');
      } catch (error) {
        toast({
          title: 'Login failed',
          description: readServerMessage(error) ?? 'Login failed',
          variant: 'destructive',
        });
        setStatus('idle');
      }
    },
    [setCurrentUser, refetchCurrentUser],
  );

  return { login, isPending: status !== 'idle' };
}
