import type { EntityManager } from 'typeorm';
import type { EventContract, EventEnvelope } from './event-contract';

/** What a service does with one event type; runs inside the transaction that records it as processed. */
export interface EventHandler<TPayload = unknown> {
  contract: EventContract<TPayload>;
  handle(event: EventEnvelope<TPayload>, manager: EntityManager): Promise<void>;
  /**
   * Optional: applies several events of this type at once, in their order, in the same one
   * transaction; used by consumers that take batches (ConsumerDefinition.batch).
   */
  handleMany?(events: EventEnvelope<TPayload>[], manager: EntityManager): Promise<void>;
}

/** A consumer group: its name (one per service and purpose) and the events it applies. */
export interface ConsumerDefinition {
  name: string;
  // Handlers of different payload types live in one list; each is checked against its own contract.
  handlers: EventHandler<never>[];
  /**
   * Opt-in: the transport may apply up to `maxEvents` events of one partition in one transaction
   * (Kafka; the embedded transport keeps one at a time). A batch whose transaction fails is
   * applied again one event at a time, with the usual retries and dead letters.
   */
  batch?: {
    maxEvents: number;
    /**
     * Runs first in a batch's transaction with the batch's new events, in order (for instance to
     * take every lock the batch needs at once, in one order, where the handlers one after the
     * other would take them in several steps and could deadlock with another partition's batch).
     */
    prepare?(events: EventEnvelope[], manager: EntityManager): Promise<void>;
    /**
     * Events whose handler has no `handleMany` are applied in a transaction of their own, in order,
     * and only runs of the others together: for a consumer whose one-by-one events take locks in
     * another order than its batched ones (with the requests they would otherwise deadlock with).
     */
    othersAlone?: boolean;
  };
  /**
   * Opt-in: how many partitions one instance applies at the same time (default 1). Order is only
   * kept within a partition, so the handlers must be correct when events of different aggregates
   * are applied concurrently.
   */
  partitionsConsumedConcurrently?: number;
}

export function handles<TPayload>(
  contract: EventContract<TPayload>,
  handle: (event: EventEnvelope<TPayload>, manager: EntityManager) => Promise<void>,
): EventHandler<never> {
  return { contract, handle } as unknown as EventHandler<never>;
}

/** A handler that applies events of one type together; one event alone is a batch of one. */
export function handlesMany<TPayload>(
  contract: EventContract<TPayload>,
  handleMany: (events: EventEnvelope<TPayload>[], manager: EntityManager) => Promise<void>,
): EventHandler<never> {
  const handler: EventHandler<TPayload> = {
    contract,
    handle: (event, manager) => handleMany([event], manager),
    handleMany,
  };
  return handler as unknown as EventHandler<never>;
}

export function topicsOf(definition: ConsumerDefinition): string[] {
  return [...new Set(definition.handlers.map((handler) => handler.contract.topic))];
}
