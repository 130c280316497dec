export * from './event-contract';
export * from './event-consumer';
export * from './event-bus';
export * from './event-tables.migration';
export { recordEvent, recordEvents, InvalidEventError, type NewEvent } from './outbox';
export {
  DEFAULT_HANDLER_RETRY,
  EventDelivery,
  type DeliveryOutcome,
  type HandlerRetryOptions,
} from './delivery';
export { KafkaEventBus, type KafkaEventBusOptions } from './kafka/kafka-event-bus';
export { EmbeddedEventBus, type EmbeddedEventBusOptions } from './embedded/embedded-event-bus';
