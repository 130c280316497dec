import type { DataSource } from 'typeorm';
import type { ConsumerDefinition } from './event-consumer';

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
  stop(): Promise<void>;
}
