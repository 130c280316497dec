import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CurrentUserContext, type CurrentUser } from '@/lib/session/current-user-context';
import { fetchCurrentUser } from '@/lib/session/fetch-current-user';
import type { User } from '@/lib/session/user';

// The current user changes rarely: it goes stale after 5 minutes; a stale user is refetched when the window regains focus.
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

type CurrentUserState = { user: User | null; isLoading: boolean };

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CurrentUserState>({ user: null, isLoading: true });
  // Each request or explicit update takes a new number; an answer that is no longer the latest is dropped,
  // so a slow refetch cannot undo a login or logout that happened meanwhile.
  const latestVersion = useRef(0);
  const fetchedAt = useRef<number | null>(null);

  const refetchCurrentUser = useCallback(() => {
    const version = ++latestVersion.current;
    const isLatest = () => version === latestVersion.current;
    return fetchCurrentUser().then(
      (user) => {
        if (!isLatest()) return;
        fetchedAt.current = Date.now();
        setState({ user, isLoading: false });
      },
      () => {
        // No retry. Only a 401 means logged out: any other failure keeps what was known.
        if (isLatest()) setState((previous) => ({ ...previous, isLoading: false }));
      },
    );
  }, []);

  const setCurrentUser = useCallback((user: User | null) => {
    latestVersion.current += 1;
    fetchedAt.current = Date.now();
    setState({ user, isLoading: false });
  }, []);

  useEffect(() => {
    void refetchCurrentUser();
    const refetchIfStale = () => {
      if (fetchedAt.current === null || Date.now() - fetchedAt.current > CURRENT_USER_STALE_MS) {
        void refetchCurrentUser();
      }
    };
    window.addEventListener('focus', refetchIfStale);
    return () => window.removeEventListener('focus', refetchIfStale);
  }, [refetchCurrentUser]);

  const value = useMemo<CurrentUser>(
    () => ({ ...state, setCurrentUser, refetchCurrentUser }),
    [state, setCurrentUser, refetchCurrentUser],
  );

  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
