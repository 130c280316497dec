import { useSyncExternalStore } from 'react';

/**
 * The live socket as the manager should know it: `reconnecting` after it dropped while live pages were
 * open, until it is back (their data is then re-read) or given up on (pages poll instead).
 */
export type LiveConnection = 'idle' | 'connected' | 'reconnecting';

// Normal Closure: the socket closed because its last subscription ended (lazy), not because it dropped.
const NORMAL_CLOSURE = 1000;
// 4400-4499: the gateway refused the socket for good (unauthorized, too many, …); graphql-ws does not retry.
const isFatal = (code: number) => code >= 4400 && code < 4500;

/** What a close of the socket means for the manager. */
export function connectionAfterClose(code: number): LiveConnection {
  return code === NORMAL_CLOSURE || isFatal(code) ? 'idle' : 'reconnecting';
}

let current: LiveConnection = 'idle';
const listeners = new Set<() => void>();

export function setLiveConnection(next: LiveConnection): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnection(): LiveConnection {
  // The prerendered home page is drawn with no socket at all: idle.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'idle',
  );
}
