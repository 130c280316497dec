import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { postRegister } from '@/features/auth/api/auth-api';
import type { Credentials } from '@/features/auth/schemas/credentials-schema';
import { describeError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user-context';

export function useRegister() {
  const { setCurrentUser } = useCurrentUser();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const register = useCallback(
    async (credentials: Credentials) => {
      setIsPending(true);
      try {
        const user = await postRegister(credentials);
        toast({
          title: 'Registration successful',
          description: `Welcome to ${env.productName}, ${user.username}!`,
        });
        // The server signs the new account in, so it is the current user at once.
        setCurrentUser(user);
        void navigate('/');
      } catch (error) {
        toast({ title: 'Registration failed', description: describeError(error), variant: 'destructive' });
        setIsPending(false);
      }
    },
    [setCurrentUser, navigate],
  );

  return { register, isPending };
}
