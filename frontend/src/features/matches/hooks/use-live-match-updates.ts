import { useEffect, useState } from 'react';
import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { applyLiveMatchUpdate } from '@/features/matches/api/live-match-cache';
import { LiveMatchUpdatedDocument } from '@/features/matches/api/live-match-updated.subscription';
import { LiveMatchesPollDocument } from '@/features/matches/api/live-matches-poll.query';
import { LIVE_POLL_INTERVAL_MS } from '@/features/matches/utils/live-updates';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** How the live list stays current: pushed over the socket (signed in), or re-read every 15 s. */
export type LiveUpdateMode = 'subscription' | 'polling';

/**
 * Keeps the cached live matches current. A signed-in manager subscribes to `liveMatchUpdated` (the socket
 * needs the session cookie); a visitor, or a manager whose subscription was refused, polls instead.
 */
export function useLiveMatchUpdates(): LiveUpdateMode {
  const { user, isLoading } = useCurrentUser();
  // Remembered per user: a refusal for one account must not keep the next one on polling.
  const [refusedUserId, setRefusedUserId] = useState<string | null>(null);
  const subscribed = user !== null && refusedUserId !== user.id;

  useSubscription(
    LiveMatchUpdatedDocument,
    subscribed
      ? {
          // The payload goes into the cached Match through the version check (below), never straight from the socket.
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ client, data }) => {
            const match = data.data?.liveMatchUpdated.match;
            if (match) applyLiveMatchUpdate(client.cache, match);
          },
          onError: () => setRefusedUserId(user.id),
        }
      : skipToken,
  );

  usePollLiveMatches(!subscribed && !isLoading);
  return subscribed ? 'subscription' : 'polling';
}

function usePollLiveMatches(enabled: boolean) {
  const client = useApolloClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      // A failed poll keeps what is shown; the next one tries again.
      client.query({ query: LiveMatchesPollDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    }, LIVE_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, enabled]);
}
