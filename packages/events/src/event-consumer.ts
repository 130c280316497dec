import type { EntityManager } from 'typeorm';
import type { EventContract, EventEnvelope } from './event-contract';

/** What a service does with one event type; runs inside the transaction that records it as processed. */
export interface EventHandler<TPayload = unknown> {
  contract: EventContract<TPayload>;
  handle(event: EventEnvelope<TPayload>, manager: EntityManager): Promise<void>;
}

/** A consumer group: its name (one per service and purpose) and the events it applies. */
export interface ConsumerDefinition {
  name: string;
  // Handlers of different payload types live in one list; each is checked against its own contract.
  handlers: EventHandler<never>[];
}

export function handles<TPayload>(
  contract: EventContract<TPayload>,
  handle: (event: EventEnvelope<TPayload>, manager: EntityManager) => Promise<void>,
): EventHandler<never> {
  return { contract, handle } as unknown as EventHandler<never>;
}

export function topicsOf(definition: ConsumerDefinition): string[] {
  return [...new Set(definition.handlers.map((handler) => handler.contract.topic))];
}
