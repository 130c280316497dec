import { randomUUID } from 'node:crypto';
import type { EventContract, EventEnvelope } from '@sfl/events';

/** An event of `contract` as the backbone delivers it, for unit tests of what the gateway makes of it. */
export function testEnvelope<TPayload>(contract: EventContract<TPayload>, payload: TPayload): EventEnvelope {
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    aggregateId: randomUUID(),
    payload,
    traceId: randomUUID(),
  };
}
