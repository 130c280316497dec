import { postLogoutEverywhere } from '@/features/auth/api/auth.rest';
import { useEndSession } from '@/features/auth/hooks/use-end-session';

/** Log out everywhere: ends every session of the user, on every device, this one included. */
export function useLogoutEverywhere() {
  return useEndSession(postLogoutEverywhere);
}
