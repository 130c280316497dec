import { z } from 'zod';

/** What travels on the backbone: the architecture's envelope around a typed payload. */
export interface EventEnvelope<TPayload = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  /** ordering key: events of one aggregate are delivered in the order they were recorded */
  aggregateId: string;
  payload: TPayload;
  traceId: string;
}

/** One event type at one version: its topic and the schema its payload must satisfy. */
export interface EventContract<TPayload = unknown> {
  topic: string;
  type: string;
  version: number;
  payload: z.ZodType<TPayload>;
}

/** The payload type of an event contract, for the code a handler hands it to. */
export type PayloadOf<C> = C extends EventContract<infer P> ? P : never;

export function defineEvent<TSchema extends z.ZodType>(definition: {
  topic: string;
  type: string;
  version: number;
  payload: TSchema;
}): EventContract<z.output<TSchema>> {
  return definition as EventContract<z.output<TSchema>>;
}

export const contractKey = (type: string, version: number) => `${type}@v${version}`;

/**
 * Whether a delivered event is of the contract's type and version. Handlers and live listeners
 * receive events only after their payload passed the contract of their type and version, so
 * matching both is enough to know the payload's shape.
 */
export function isEvent<TPayload>(
  event: EventEnvelope,
  contract: EventContract<TPayload>,
): event is EventEnvelope<TPayload> {
  return event.type === contract.type && event.version === contract.version;
}

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1).max(100),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  aggregateId: z.string().min(1).max(100),
  payload: z.unknown(),
  traceId: z.string().max(100),
});

/** A topic and how many partitions it gets (created explicitly, never auto-created). */
export interface TopicDefinition {
  name: string;
  partitions: number;
}
