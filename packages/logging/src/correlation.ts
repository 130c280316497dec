import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// The correlation id is made at the gateway, sent to subgraphs in the signed context and
// carried here for the duration of each request, so every log line of one request shares it.
const storage = new AsyncLocalStorage<string>();

export const CORRELATION_ID_HEADER = 'x-request-id';

export function runWithCorrelationId<T>(correlationId: string, fn: () => T): T {
  return storage.run(correlationId, fn);
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}

/** Accepts a caller's id only when it looks like one (bounded, safe characters); else makes one. */
export function correlationIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && /^[\w-]{8,64}$/.test(candidate) ? candidate : randomUUID();
}
