import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { postRegister } from '@/features/auth/api/auth.rest';
import { describeError } from '@/lib/api-client';
import { announceSession } from '@/lib/session/session-announcements';
import { useSessionActions } from '@/lib/session/use-session-actions';

export function useRegister() {
  const { setCurrentUser } = useSessionActions();
  const navigate = useNavigate();

  const { mutate, isPending, isSuccess } = useMutation({
    mutationFn: postRegister,
    onSuccess: (user) => {
      toast({
        title: 'Registration successful',
        description: `Welcome to ${env.productName}, ${user.username}!`,
      });
      // The server signs the new account in, so it is the current user at once.
      setCurrentUser(user);
      announceSession('signed-in');
      void navigate('/');
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: describeError(error), variant: 'destructive' });
    },
  });

  // Stays pending after a success: the form is on its way out.
  return { register: mutate, isPending: isPending || isSuccess };
}
