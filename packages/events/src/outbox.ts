import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { EventEmitter } from 'node:events';
import { currentCorrelationId } from '@sfl/logging';
import type { EntityManager } from 'typeorm';
import type { EventContract, EventEnvelope } from './event-contract';

/** Raised in this process whenever an event is recorded, so relays and embedded consumers wake early. */
export const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);

export class InvalidEventError extends Error {
  constructor(type: string, detail: string) {
    super(`Refusing to record ${type}: ${detail}`);
    this.name = 'InvalidEventError';
  }
}

const OUTBOX_ROW_WIDTH = 8;

/**
 * An event to record. `occurredAt` is now unless given: only a test standing in for a producer gives
 * one, for an event recorded a moment before it reaches the consumer.
 */
export interface NewEvent<TPayload> {
  aggregateId: string;
  payload: TPayload;
  traceId?: string;
  occurredAt?: Date;
}

/**
 * Records an event in the outbox with the caller's transaction manager, so the event exists
 * exactly when the change it describes does. The payload is validated against its contract
 * here: an invalid event is a bug of the producer and aborts its transaction.
 */
export async function recordEvent<TPayload>(
  manager: EntityManager,
  contract: EventContract<TPayload>,
  event: NewEvent<TPayload>,
): Promise<EventEnvelope<TPayload>> {
  const [envelope] = await recordEvents(manager, contract, [event]);
  return envelope!;
}

/**
 * Records several events of one contract as recordEvent does, in one statement and in the given
 * order: a change that touches many rows (every player of a match at full time) costs one round trip.
 */
export async function recordEvents<TPayload>(
  manager: EntityManager,
  contract: EventContract<TPayload>,
  events: readonly NewEvent<TPayload>[],
): Promise<EventEnvelope<TPayload>[]> {
  if (events.length === 0) return [];
  const envelopes = events.map((event) => envelopeFor(contract, event));
  const placeholders = envelopes.map((_, row) => {
    const first = row * OUTBOX_ROW_WIDTH;
    return `(${Array.from({ length: OUTBOX_ROW_WIDTH }, (_, column) => `$${first + column + 1}`).join(', ')})`;
  });
  await manager.query(
    `INSERT INTO outbox_event (id, topic, type, version, aggregate_id, payload, trace_id, occurred_at)
     VALUES ${placeholders.join(', ')}`,
    envelopes.flatMap((envelope) => [
      envelope.id,
      contract.topic,
      envelope.type,
      envelope.version,
      envelope.aggregateId,
      JSON.stringify(envelope.payload),
      envelope.traceId,
      envelope.occurredAt,
    ]),
  );
  outboxSignal.emit('recorded');
  return envelopes;
}

function envelopeFor<TPayload>(
  contract: EventContract<TPayload>,
  event: NewEvent<TPayload>,
): EventEnvelope<TPayload> {
  const checked = contract.payload.safeParse(event.payload);
  if (!checked.success) throw new InvalidEventError(contract.type, checked.error.message);
  return {
    // Time-ordered (UUID v7): the outbox's and every consumer's processed-event index take new ids
    // at their right edge instead of on random pages.
    id: uuidv7(),
    type: contract.type,
    version: contract.version,
    occurredAt: (event.occurredAt ?? new Date()).toISOString(),
    aggregateId: event.aggregateId,
    payload: checked.data,
    traceId: event.traceId ?? currentCorrelationId() ?? randomUUID(),
  };
}

/** An outbox row as the transports read it. */
export interface OutboxRow {
  sequence: string;
  id: string;
  topic: string;
  type: string;
  version: number;
  aggregate_id: string;
  payload: unknown;
  trace_id: string;
  occurred_at: Date;
}

export const OUTBOX_COLUMNS =
  'sequence, id, topic, type, version, aggregate_id, payload, trace_id, occurred_at';

export function envelopeOf(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    occurredAt: new Date(row.occurred_at).toISOString(),
    aggregateId: row.aggregate_id,
    payload: row.payload,
    traceId: row.trace_id,
  };
}
