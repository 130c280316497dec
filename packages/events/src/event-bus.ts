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
  stop(): Promise<void>;
}
