import type { DataSource } from 'typeorm';
import type { EventEnvelope } from './event-contract';
import type { ConsumerDefinition } from './event-consumer';

/** Receives each live event after its envelope and payload passed their contract. */
export type LiveEventListener = (event: EventEnvelope) => void;

/**
 * The transport behind the outbox and the consumers: Kafka in the services mode, the embedded
 * transport in the single-process mode. Both give the same guarantees: nothing recorded is lost,
 * events of one aggregate arrive in order, and each consumer applies each event once.
 */
export interface EventBus {
  /** Makes the events this service records in its outbox reach the consumers. */
  startPublishing(service: string, dataSource: DataSource): Promise<void>;
  /** Starts a consumer group that applies events inside `dataSource` (the consumer's own database). */
  startConsumer(definition: ConsumerDefinition, dataSource: DataSource): Promise<void>;
  /**
   * Live fan-out (subscriptions): every listener, in every process, receives every event of the
   * topics recorded from now on. Nothing is stored and nothing is shared between instances; an
   * event missed while disconnected is not replayed (clients re-query).
   */
  listenLive(topics: string[], listener: LiveEventListener): Promise<void>;
  /** What this bus started, and whether each part still runs (readiness). */
  parts(): BusPart[];
  /**
   * How far behind everything this bus started is. Reads the databases (and the broker); meant
   * for a metrics scrape every few seconds, so callers cache it.
   */
  backlog(): Promise<BusBacklog>;
  /** Calls `listener` each time one of this bus's consumers newly sets a delivery aside. */
  onSetAside(listener: (setAside: SetAside) => void): void;
  stop(): Promise<void>;
}

/** One part of the backbone a bus started: a service's outbox publishing, a consumer group, a live listener. */
export interface BusPart {
  kind: 'publisher' | 'consumer' | 'live';
  /** the service it works for; none for live listeners (the gateway's) */
  service?: string;
  /** the consumer group, or for publishers and live listeners their topics */
  name: string;
  /** started and not stopped, and not failing right now (a relay or reader whose last try threw) */
  running: boolean;
}

export interface BusBacklog {
  /**
   * Per consumer and topic: events on the topic the consumer has not got past yet. Kafka: the
   * partitions' high watermarks minus the group's committed offsets; embedded: the producer's
   * outbox rows of the topic after the consumer's saved position.
   */
  consumerLag: { service: string; consumer: string; topic: string; events: number }[];
  /**
   * Per publishing service: outbox rows not delivered yet. Kafka: rows the relay has not
   * published; embedded (no relay): rows some consumer of their topic has not read yet (the
   * slowest reader's lag, per topic, summed).
   */
  outbox: { service: string; events: number }[];
  /** Per consumer: the rows of its dead_letter_event table. */
  deadLetters: { service: string; consumer: string; events: number }[];
}

/** A delivery a consumer set aside in its dead-letter table. */
export interface SetAside {
  service: string;
  consumer: string;
  topic: string;
}
