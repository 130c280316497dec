import type { Logger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import type { HandlerRetryOptions } from '../delivery';
import type { EventContract } from '../event-contract';
import { BusInventory } from '../bus-inventory';
import type { BusBacklog, BusPart, EventBus, LiveEventListener, SetAside } from '../event-bus';
import { createLiveEventParser } from '../live-event-parser';
import { type ConsumerDefinition, topicsOf } from '../event-consumer';
import { EmbeddedLiveReader } from './embedded-live-reader';
import { EmbeddedOutboxReader } from './embedded-outbox-reader';

export interface EmbeddedEventBusOptions {
  contracts: EventContract[];
  logger: Logger;
  /** how a failing handler is retried before its event is set aside (default: 5 tries, 200 ms doubling to 5 s) */
  handlerRetry?: HandlerRetryOptions;
}

/**
 * The single-process transport: no broker. A consumer reads the producing service's outbox
 * table directly, in recording order, and keeps its read position in its own database in the
 * same transaction as each event's effect, so a crash and restart neither loses nor repeats.
 *
 * Reading in `sequence` order is safe because embedded PostgreSQL runs one transaction at a
 * time, so rows commit in sequence order; on a multi-connection server use the Kafka transport.
 */
export class EmbeddedEventBus implements EventBus {
  // topic → the database of the service that publishes it ("users.events" → the users database)
  private readonly sources = new Map<string, { service: string; dataSource: DataSource }>();
  private readonly readers: { service: string; reader: EmbeddedOutboxReader }[] = [];
  private readonly liveReaders: EmbeddedLiveReader[] = [];
  private readonly inventory = new BusInventory();

  constructor(private readonly options: EmbeddedEventBusOptions) {}

  async startPublishing(service: string, dataSource: DataSource): Promise<void> {
    this.sources.set(`${service}.events`, { service, dataSource });
    this.inventory.publishes(service, dataSource);
  }

  async startConsumer(definition: ConsumerDefinition, dataSource: DataSource): Promise<void> {
    const { contracts, logger, handlerRetry } = this.options;
    const { service, delivery } = this.inventory.delivery(definition, dataSource, contracts, {
      logger,
      retry: handlerRetry,
    });
    for (const topic of topicsOf(definition)) {
      const source = this.sourceOf(topic);
      const reader = new EmbeddedOutboxReader(
        topic,
        source.dataSource,
        definition.name,
        delivery,
        this.options.logger,
      );
      this.readers.push({ service, reader });
      reader.start();
    }
  }

  async listenLive(topics: string[], listener: LiveEventListener): Promise<void> {
    // Same validation as on Kafka: only events that fit a known contract reach live listeners.
    const parse = createLiveEventParser(this.options.contracts);
    for (const topic of topics) {
      const reader = new EmbeddedLiveReader(
        topic,
        this.sourceOf(topic).dataSource,
        (event) => {
          const checked = parse(event);
          if (checked) listener(checked);
        },
        this.options.logger,
      );
      this.liveReaders.push(reader);
      await reader.start();
    }
  }

  parts(): BusPart[] {
    const publishers = [...this.sources].map(([topic, { service }]): BusPart => ({
      kind: 'publisher',
      service,
      name: topic,
      running: true, // nothing runs: consumers read the outbox themselves
    }));
    const consumers = new Map<string, BusPart>();
    for (const { service, reader } of this.readers) {
      const part = consumers.get(reader.consumer) ?? {
        kind: 'consumer',
        service,
        name: reader.consumer,
        running: true,
      };
      part.running &&= reader.isHealthy;
      consumers.set(reader.consumer, part);
    }
    const live = this.liveReaders.map((reader): BusPart => ({
      kind: 'live',
      name: reader.topic,
      running: reader.isHealthy,
    }));
    return [...publishers, ...consumers.values(), ...live];
  }

  async backlog(): Promise<BusBacklog> {
    const consumerLag = await Promise.all(
      this.readers.map(async ({ service, reader }) => ({
        service,
        consumer: reader.consumer,
        topic: reader.topic,
        events: await reader.lag(),
      })),
    );
    // An outbox row is delivered once every consumer of its topic has read past it.
    const outbox = [...this.sources].map(([topic, { service }]) => ({
      service,
      events: Math.max(0, ...consumerLag.filter((lag) => lag.topic === topic).map((lag) => lag.events)),
    }));
    return { consumerLag, outbox, deadLetters: await this.inventory.deadLetters() };
  }

  onSetAside(listener: (setAside: SetAside) => void): void {
    this.inventory.onSetAside(listener);
  }

  async stop(): Promise<void> {
    await Promise.all([
      ...this.readers.map(({ reader }) => reader.stop()),
      ...this.liveReaders.map((reader) => reader.stop()),
    ]);
  }

  private sourceOf(topic: string) {
    const source = this.sources.get(topic);
    if (!source) throw new Error(`No service publishes ${topic}: start publishing before consuming`);
    return source;
  }
}
