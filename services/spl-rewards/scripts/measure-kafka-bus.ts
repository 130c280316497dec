import { randomUUID } from 'node:crypto';
import { allContracts, allTopics } from '@sfl/contracts';
import { KafkaEventBus } from '@sfl/events';
import type { Logger } from '@sfl/logging';

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** The measuring scripts' Kafka bus (KAFKA_BROKERS): topics and groups in a namespace of their own run. */
export function measuringKafkaBus(prefix: string, logger: Logger): KafkaEventBus {
  const namespace = `${prefix}-${randomUUID().slice(0, 8)}`;
  return new KafkaEventBus({
    brokers: BROKERS,
    clientId: namespace,
    topics: allTopics,
    contracts: allContracts,
    logger,
    namespace,
  });
}
