import { randomUUID } from 'node:crypto';
import { type ConsumerDefinition, type EventContract, EventDelivery } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';

/** An event as a Kafka message carries it: what EventDelivery.deliverBatch is handed. */
export function rawEnvelope<P>(contract: EventContract<P>, aggregateId: string, payload: P): string {
  return JSON.stringify({
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    aggregateId,
    payload,
    traceId: randomUUID(),
  });
}

/**
 * A consumer as the Kafka transport runs it when batched: `deliver` hands one partition's messages
 * to EventDelivery.deliverBatch; `warnings` are what the delivery logged (a batch that fell back
 * to one event at a time says so).
 */
export function batchDelivery(t: { dataSource: DataSource }, definition: ConsumerDefinition) {
  const warnings: string[] = [];
  const logger = createLogger({
    service: 'batch-delivery-test',
    level: 'warn',
    destination: { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
  });
  const delivery = new EventDelivery(
    t.dataSource,
    definition,
    definition.handlers.map((handler) => handler.contract as EventContract),
    { logger, retry: { attempts: 2, initialDelayMs: 1, maxDelayMs: 1 } },
  );
  const deliver = (raws: string[]) =>
    delivery.deliverBatch(raws, { topic: 'test', heartbeat: async () => {} });
  return {
    warnings,
    deliver,
    /** Every partition at once, as concurrent partitions run: each in batches of `batchSize`, in order. */
    deliverPartitions: (partitions: string[][], batchSize: number) =>
      Promise.all(
        partitions.map(async (messages) => {
          const outcomes = [];
          for (let start = 0; start < messages.length; start += batchSize)
            outcomes.push(...(await deliver(messages.slice(start, start + batchSize))));
          return outcomes;
        }),
      ).then((outcomes) => outcomes.flat()),
  };
}
