import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '@/graphql/__generated__';
import {
  LiveMatchFieldsFragmentDoc,
  type LiveMatchUpdatedSubscription,
} from '@/graphql/__generated__/graphql';

export type LiveMatchPayload = LiveMatchUpdatedSubscription['liveMatchUpdated']['match'];

/** What applying one payload did: changed a cached match, added a new live one, or nothing (not newer). */
export type LiveMatchUpdateOutcome = 'updated' | 'added' | 'stale';

const MatchVersionFragment = graphql(`
  fragment LiveMatchCache_version on Match {
    id
    version
  }
`);

/**
 * Applies a `liveMatchUpdated` payload to the cached Match with the same id, so every view of that match
 * (the home list, the match dialog) changes in place. Payloads whose version is not newer are dropped.
 * A live match the cache has never seen is written whole and put at the top of the cached live-matches list.
 */
export function applyLiveMatchUpdate(cache: ApolloCache, payload: LiveMatchPayload): LiveMatchUpdateOutcome {
  const id = cache.identify({ __typename: 'Match', id: payload.id });
  const cached = cache.readFragment({ id, fragment: MatchVersionFragment });
  if (cached && cached.version >= payload.version) return 'stale';

  // The payload is the fragment the views read: a known match changes in place, a new one is written whole.
  cache.writeFragment({ id, fragment: LiveMatchFieldsFragmentDoc, data: payload });

  const added = payload.status === 'LIVE' && addToLiveMatches(cache, id);
  return added ? 'added' : 'updated';
}

// A match that kicked off after the list was read joins it at the top (the server lists live matches newest
// first, then results); one already listed stays where it is.
function addToLiveMatches(cache: ApolloCache, matchCacheId: string | undefined): boolean {
  if (!matchCacheId) return false;
  let added = false;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      liveMatches(existing: readonly Reference[], { toReference }) {
        if (existing.some((ref) => ref.__ref === matchCacheId)) return existing;
        const ref = toReference(matchCacheId);
        if (!ref) return existing;
        added = true;
        return [ref, ...existing];
      },
    },
  });
  return added;
}
