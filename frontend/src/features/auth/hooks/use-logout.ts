import { postLogout } from '@/features/auth/api/auth.rest';
import { useEndSession } from '@/features/auth/hooks/use-end-session';

/** Logout: ends this browser's session. */
export function useLogout() {
  return useEndSession(postLogout);
}
