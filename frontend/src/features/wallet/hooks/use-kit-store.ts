import { useCallback, useSyncExternalStore } from 'react';

/** The part of a nanostores store we read; typed structurally so no store code joins the entry chunk. */
export type ReadableStore<T> = {
  get(): T;
  listen(listener: (value: T) => void): () => void;
};

/** A store that never changes: stands in for the kit's stores until the kit has loaded. */
export function constantStore<T>(value: T): ReadableStore<T> {
  return { get: () => value, listen: () => () => undefined };
}

export function useKitStore<T>(store: ReadableStore<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
