import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

// The fields of a match that change while it is played; `version` grows with each change.
const LIVE_FIELDS = ['homeScore', 'awayScore', 'score', 'minute', 'status', 'version'] as const;

type LiveState = Partial<Record<(typeof LIVE_FIELDS)[number], unknown>> & { version: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function liveState(match: Record<string, unknown>, version: number): LiveState {
  const state: LiveState = { version };
  for (const field of LIVE_FIELDS) if (field !== 'version' && field in match) state[field] = match[field];
  return state;
}

/**
 * Matches reach the cache from several sources (the home query, polls, the dialog's re-reads, subscription
 * payloads), and an answer computed before a goal can arrive after it. Apollo merges an entity's fields with
 * no say for the type, so this link does it on the way in: it remembers the newest live state (highest
 * `version`) of each match seen in any result, and a result carrying an older one gets the newer values.
 */
export function createMatchVersionLink(): ApolloLink {
  const newest = new Map<string, LiveState>();

  function gateMatch(object: Record<string, unknown>): Record<string, unknown> {
    const { __typename, id, version } = object;
    if (__typename !== 'Match' || typeof id !== 'string') return object;
    if (typeof version !== 'number') return object;
    const known = newest.get(id);
    if (!known || version > known.version) {
      newest.set(id, liveState(object, version));
      return object;
    }
    if (version === known.version) {
      // The same state, perhaps with fields the earlier result did not select.
      newest.set(id, { ...known, ...liveState(object, version) });
      return object;
    }
    const patched = { ...object };
    for (const field of LIVE_FIELDS) if (field in object && field in known) patched[field] = known[field];
    return patched;
  }

  // Copies only along the paths that change; everything else is passed on as it came.
  function gate(value: unknown): unknown {
    if (Array.isArray(value)) {
      const items = value.map(gate);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (!isRecord(value)) return value;
    let result = value;
    for (const [key, child] of Object.entries(value)) {
      const gated = gate(child);
      if (gated !== child) {
        if (result === value) result = { ...value };
        result[key] = gated;
      }
    }
    return gateMatch(result);
  }

  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => (result.data ? { ...result, data: gate(result.data) as typeof result.data } : result)),
    ),
  );
}
