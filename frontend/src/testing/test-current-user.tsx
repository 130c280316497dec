import type { ReactNode } from 'react';
import { CurrentUserContext, type CurrentUser } from '@/lib/session/current-user-context';

/** A settled session for component tests: signed in as `username`, or a visitor when it is null. */
export function TestCurrentUser({ username, children }: { username: string | null; children: ReactNode }) {
  const value: CurrentUser = {
    user: username === null ? null : { id: `user-${username}`, username },
    isLoading: false,
    setCurrentUser: () => undefined,
    refetchCurrentUser: () => Promise.resolve(),
  };
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
