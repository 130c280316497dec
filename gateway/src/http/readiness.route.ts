import type { KeyValueStore } from '@sfl/cache';
import type { EventBus } from '@sfl/events';
import { busPartsRunning, checkReadiness, type ReadinessCheck, readinessStatusCode } from '@sfl/metrics';
import type { RequestHandler } from 'express';

// Read, never written: any answer, even "no such key", means the store answers.
const PROBE_KEY = 'ready-probe';

/**
 * GET /ready: 200 when the session store answers (Redis in the services mode) and the live event
 * listeners (subscriptions, session revocations) were started and run, and every further check
 * passes; 503 naming what failed.
 */
export function readinessRoute(
  store: KeyValueStore,
  liveEvents: Pick<EventBus, 'parts'>,
  further: Record<string, ReadinessCheck> = {},
): RequestHandler {
  return async (_req, res) => {
    const readiness = await checkReadiness({
      store: () => store.get(PROBE_KEY),
      events: busPartsRunning(liveEvents, (part) => part.kind === 'live', { atLeastOne: true }),
      ...further,
    });
    res.status(readinessStatusCode(readiness)).json(readiness);
  };
}
