import type { BusPart, EventBus } from '@sfl/events';

/** One thing a process needs to serve: answers when it is there, throws (or rejects) when not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  status: 'ready' | 'not ready';
  /** each check: "ok", or why it failed */
  checks: Record<string, string>;
}

const CHECK_TIMEOUT_MS = 2_000;

/** Runs the checks at the same time, each within 2 s; ready when every one passed. */
export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await outcomeOf(check, timeoutMs)] as const),
  );
  return {
    status: results.every(([, outcome]) => outcome === 'ok') ? 'ready' : 'not ready',
    checks: Object.fromEntries(results),
  };
}

/** 200 when ready, 503 when not (what load balancers and orchestrators read). */
export function readinessStatusCode(readiness: Readiness): number {
  return readiness.status === 'ready' ? 200 : 503;
}

/**
 * A check that every part of the bus `belongs` picks out is running (and, with `atLeastOne`,
 * that there is one: the listeners were started).
 */
export function busPartsRunning(
  bus: Pick<EventBus, 'parts'>,
  belongs: (part: BusPart) => boolean,
  { atLeastOne = false } = {},
): ReadinessCheck {
  return async () => {
    const parts = bus.parts().filter(belongs);
    if (atLeastOne && parts.length === 0) throw new Error('nothing started');
    const stopped = parts.filter((part) => !part.running).map((part) => `${part.kind} ${part.name}`);
    if (stopped.length) throw new Error(`not running: ${stopped.join(', ')}`);
  };
}

async function outcomeOf(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
