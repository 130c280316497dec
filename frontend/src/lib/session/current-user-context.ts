import { createContext, use } from 'react';
import type { User } from '@/lib/session/user';

export type CurrentUser = {
  /** null when logged out, or while the first answer is pending. */
  user: User | null;
  /** true until the first answer of GET /api/user arrives. */
  isLoading: boolean;
  setCurrentUser: (user: User | null) => void;
  refetchCurrentUser: () => Promise<void>;
};

export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const currentUser = use(CurrentUserContext);
  if (!currentUser) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return currentUser;
}
