import type { EventContract, EventEnvelope } from '@sfl/events';

// Live events reach listeners only after their payload passed the contract of their type and
// version, so matching both is enough to know the payload's shape.
export function isEvent<TPayload>(
  event: EventEnvelope,
  contract: EventContract<TPayload>,
): event is EventEnvelope<TPayload> {
  return event.type === contract.type && event.version === contract.version;
}
