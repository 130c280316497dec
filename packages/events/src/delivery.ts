import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '@sfl/logging';
import type { DataSource, EntityManager } from 'typeorm';
import { contractKey, type EventContract, type EventEnvelope, envelopeSchema } from './event-contract';
import type { ConsumerDefinition, EventHandler } from './event-consumer';

export type DeliveryOutcome = 'applied' | 'duplicate' | 'ignored' | 'dead-lettered';

/** Where a delivery came from; `advance` runs in the same transaction as its outcome (embedded cursors). */
export interface DeliverySource {
  topic: string;
  advance?: (manager: EntityManager) => Promise<void>;
  /** Tells the transport the consumer is alive while it waits to retry (Kafka's group heartbeat). */
  heartbeat?: () => Promise<void>;
}

/** How a handler that throws is retried before its event is set aside. */
export interface HandlerRetryOptions {
  /** tries in all, the first one included */
  attempts: number;
  /** the wait after the first failure; each further failure doubles it */
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_HANDLER_RETRY: HandlerRetryOptions = {
  attempts: 5,
  initialDelayMs: 200,
  maxDelayMs: 5_000,
};

export interface EventDeliveryOptions {
  logger: Logger;
  retry?: HandlerRetryOptions;
  /** Told the topic of each delivery newly set aside, once its transaction committed (metrics). */
  onSetAside?: (topic: string) => void;
}

/**
 * The consumer side shared by every transport. A delivery is validated (envelope, known type
 * and version, payload), then applied at most once per consumer: the handler's effects and the
 * processed-event row are written in one transaction, so a redelivery finds the row and changes
 * nothing. Deliveries that can never succeed are set aside in the dead-letter table with the
 * reason, so they do not block the events behind them. A handler that throws makes its
 * transaction roll back and is tried again with growing waits; when it still fails after the
 * last try, the event is set aside too, with the error, and recorded as processed so that a
 * redelivery never applies it later (an operator replays it from the dead-letter table).
 */
export class EventDelivery {
  private readonly contracts = new Map<string, EventContract>();
  private readonly handlers = new Map<string, EventHandler<never>>();
  /** types with a contract this consumer knows but no handler for, in any version */
  private readonly unhandledTypes = new Set<string>();
  private readonly logger: Logger;
  private readonly retry: HandlerRetryOptions;
  private readonly onSetAside: (topic: string) => void;

  constructor(
    private readonly dataSource: DataSource,
    readonly definition: ConsumerDefinition,
    knownContracts: EventContract[],
    options: EventDeliveryOptions,
  ) {
    this.logger = options.logger;
    this.retry = options.retry ?? DEFAULT_HANDLER_RETRY;
    this.onSetAside = options.onSetAside ?? (() => {});
    for (const contract of knownContracts)
      this.contracts.set(contractKey(contract.type, contract.version), contract);
    for (const handler of definition.handlers) {
      const key = contractKey(handler.contract.type, handler.contract.version);
      this.contracts.set(key, handler.contract);
      this.handlers.set(key, handler);
    }
    const handledTypes = new Set(definition.handlers.map((handler) => handler.contract.type));
    for (const contract of knownContracts)
      if (!handledTypes.has(contract.type)) this.unhandledTypes.add(contract.type);
  }

  /**
   * Whether a delivery whose transport says it is of `type` can be passed over unread: a known
   * type no handler of this consumer takes. Reading it would only end in 'ignored'; a topic
   * carries many types a consumer does not handle (spl-rewards.events' reward payments, tens of
   * kilobytes each, reach the nft consumer that only wants unlocks). Unknown types are still
   * read, so they are set aside as always.
   */
  passesOver(type: string | undefined): boolean {
    return type !== undefined && this.unhandledTypes.has(type);
  }

  /** The consumer's own database, where its effects, processed events and positions live. */
  get dataSourceOfConsumer(): DataSource {
    return this.dataSource;
  }

  async deliver(raw: string, source: DeliverySource): Promise<DeliveryOutcome> {
    const parsed = this.parse(raw);
    if ('reason' in parsed) return this.deadLetter(raw, source, parsed.reason, parsed.eventId);
    const { envelope, handler } = parsed;
    if (!handler) return this.finish(source, 'ignored');
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.apply(envelope, handler, source);
      } catch (error) {
        const { attempts } = this.retry;
        const context = {
          consumer: this.definition.name,
          topic: source.topic,
          eventId: envelope.id,
          attempt,
        };
        if (attempt >= attempts) {
          this.logger.error({ ...context, err: error }, 'event handler kept failing; event set aside');
          return this.setAsideFailed(
            raw,
            envelope,
            source,
            `handler failed ${attempts} times: ${messageOf(error)}`,
          );
        }
        this.logger.warn({ ...context, err: error }, 'event handler failed; retrying');
        await source.heartbeat?.();
        await delay(this.backoffMs(attempt));
      }
    }
  }

  /**
   * Several deliveries of one partition, in order (ConsumerDefinition.batch). Invalid ones are set
   * aside as by `deliver`; the valid ones are applied in ONE transaction: their processed-event
   * markers in one statement, then only the new ones to the definition's `batch.prepare` and to
   * their handlers in order (consecutive events of a type whose handler has `handleMany` together,
   * the others one by one; with `batch.othersAlone`, each of those in a transaction of its own).
   * When a transaction fails, nothing of it stays and each of its deliveries goes through
   * `deliver`, so a failing event is retried and set aside alone while the others apply. Outcomes
   * in input order.
   */
  async deliverBatch(
    raws: readonly string[],
    source: Omit<DeliverySource, 'advance'>,
  ): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    const valid: { index: number; envelope: EventEnvelope; handler: EventHandler<never> }[] = [];
    for (const [index, raw] of raws.entries()) {
      const parsed = this.parse(raw);
      if ('reason' in parsed)
        outcomes[index] = await this.deadLetter(raw, source, parsed.reason, parsed.eventId);
      else if (!parsed.handler) outcomes[index] = 'ignored';
      else valid.push({ index, envelope: parsed.envelope, handler: parsed.handler });
    }
    for (const part of this.definition.batch?.othersAlone ? runsOfMany(valid) : [valid]) {
      try {
        const applied = await this.applyTogether(part);
        for (const { index } of part) outcomes[index] = applied.has(index) ? 'applied' : 'duplicate';
      } catch (error) {
        this.logger.warn(
          { consumer: this.definition.name, topic: source.topic, events: part.length, err: error },
          'event batch failed; applying its events one at a time',
        );
        for (const { index } of part) outcomes[index] = await this.deliver(raws[index]!, source);
      }
    }
    return outcomes;
  }

  /** Answers the positions (in `valid`'s indexes) of the events applied, the first of each id. */
  private applyTogether(
    valid: { index: number; envelope: EventEnvelope; handler: EventHandler<never> }[],
  ): Promise<Set<number>> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: { event_id: string }[] = await manager.query(
        `INSERT INTO processed_event (consumer, event_id) SELECT $1, id FROM unnest($2::uuid[]) AS id
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [this.definition.name, valid.map(({ envelope }) => envelope.id)],
      );
      // A redelivery inside the batch (same id twice) is applied at its first place only.
      const fresh = new Set(inserted.map((row) => row.event_id));
      const toApply = valid.filter(({ envelope }) => fresh.delete(envelope.id.toLowerCase()));
      await this.definition.batch?.prepare?.(
        toApply.map(({ envelope }) => envelope),
        manager,
      );
      for (const run of runsOfOneHandler(toApply)) {
        const { handler } = run[0]!;
        if (handler.handleMany && run.length > 1)
          await handler.handleMany(
            run.map(({ envelope }) => envelope as EventEnvelope<never>),
            manager,
          );
        else for (const { envelope } of run) await handler.handle(envelope as EventEnvelope<never>, manager);
      }
      return new Set(toApply.map(({ index }) => index));
    });
  }

  private apply(envelope: EventEnvelope, handler: EventHandler<never>, source: DeliverySource) {
    return this.dataSource.transaction(async (manager): Promise<DeliveryOutcome> => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_event (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [this.definition.name, envelope.id],
      );
      if (inserted.length) await handler.handle(envelope as EventEnvelope<never>, manager);
      await source.advance?.(manager);
      return inserted.length ? 'applied' : 'duplicate';
    });
  }

  // 200 ms, 400 ms, 800 ms, … up to the cap (with the defaults).
  private backoffMs(failures: number): number {
    const { initialDelayMs, maxDelayMs } = this.retry;
    return Math.min(maxDelayMs, initialDelayMs * 2 ** (failures - 1));
  }

  private parse(
    raw: string,
  ): { envelope: EventEnvelope; handler?: EventHandler<never> } | { reason: string; eventId?: string } {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return { reason: 'not JSON' };
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return { reason: `invalid envelope: ${envelope.error.message}` };
    const key = contractKey(envelope.data.type, envelope.data.version);
    const contract = this.contracts.get(key);
    if (!contract) return { reason: `unknown event type ${key}`, eventId: envelope.data.id };
    const payload = contract.payload.safeParse(envelope.data.payload);
    if (!payload.success)
      return { reason: `invalid payload for ${key}: ${payload.error.message}`, eventId: envelope.data.id };
    return { envelope: { ...envelope.data, payload: payload.data }, handler: this.handlers.get(key) };
  }

  private async finish(source: DeliverySource, outcome: DeliveryOutcome): Promise<DeliveryOutcome> {
    if (source.advance) await this.dataSource.transaction((manager) => source.advance!(manager));
    return outcome;
  }

  private async deadLetter(
    raw: string,
    source: DeliverySource,
    reason: string,
    eventId?: string,
  ): Promise<DeliveryOutcome> {
    const inserted = await this.dataSource.transaction(async (manager) => {
      const fresh = await this.insertDeadLetter(manager, raw, source, reason, eventId);
      await source.advance?.(manager);
      return fresh;
    });
    return this.setAside(source, inserted);
  }

  // A valid event whose handler kept failing: also recorded as processed, so it is applied at most once.
  private async setAsideFailed(
    raw: string,
    envelope: EventEnvelope,
    source: DeliverySource,
    reason: string,
  ): Promise<DeliveryOutcome> {
    const inserted = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO processed_event (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [this.definition.name, envelope.id],
      );
      const fresh = await this.insertDeadLetter(manager, raw, source, reason, envelope.id);
      await source.advance?.(manager);
      return fresh;
    });
    return this.setAside(source, inserted);
  }

  private setAside(source: DeliverySource, inserted: boolean): DeliveryOutcome {
    if (inserted) this.onSetAside(source.topic);
    return 'dead-lettered';
  }

  /** Answers false when the same delivery had been set aside before. */
  private async insertDeadLetter(
    manager: EntityManager,
    raw: string,
    source: DeliverySource,
    reason: string,
    eventId?: string,
  ): Promise<boolean> {
    // The fingerprint makes setting the same delivery aside again a no-op.
    const fingerprint = createHash('sha256').update(raw).digest('hex');
    const inserted: unknown[] = await manager.query(
      `INSERT INTO dead_letter_event (consumer, fingerprint, event_id, topic, raw, reason)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (consumer, fingerprint) DO NOTHING RETURNING id`,
      [this.definition.name, fingerprint, eventId ?? null, source.topic, raw, reason],
    );
    return inserted.length > 0;
  }
}

// The transactions of a batch whose other events go alone: each run of consecutive events whose
// handlers take many together, and each other event by itself, in order.
function runsOfMany<T extends { handler: EventHandler<never> }>(items: T[]): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (item.handler.handleMany && last?.[0]!.handler.handleMany) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

// Consecutive events of the same handler, in order: the parts a batch hands to handleMany.
function runsOfOneHandler<T extends { handler: EventHandler<never> }>(items: T[]): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last[0]!.handler === item.handler) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
