import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { listenToSessionAnnouncements } from '@/lib/session/session-announcements';
import { useSessionActions } from '@/lib/session/use-session-actions';

/**
 * Keeps this tab on the session the browser really has: another tab's logout signs this one out, its login
 * is read here too, and whenever the signed-in user ends or changes (a 401, an UNAUTHENTICATED answer, the
 * focus check) the previous user's data is dropped, so no page keeps showing it with errors.
 */
export function useSessionSync(): void {
  const { user } = useCurrentUser();
  const { clearSession, dropSessionData, refetchCurrentUser } = useSessionActions();

  useEffect(
    () =>
      listenToSessionAnnouncements((announcement) => {
        if (announcement === 'signed-out') clearSession();
        else void refetchCurrentUser();
      }),
    [clearSession, refetchCurrentUser],
  );

  const previousUserId = useRef<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== null && previous !== userId) dropSessionData();
  }, [userId, dropSessionData]);
}
