// A consumer service as its own process, for fault test A: applies AmountAdded events from
// Kafka into its database (effect rows), until it is stopped or killed.
import { openDataSource } from '@sfl/database';
import { defineEvent, handles, KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { z } from 'zod';

const { CONSUMER_DB_URL, KAFKA_BROKERS, TOPIC, CONSUMER_NAME } = process.env;
if (!CONSUMER_DB_URL || !KAFKA_BROKERS || !TOPIC || !CONSUMER_NAME) throw new Error('missing environment');

const AmountAdded = defineEvent({
  topic: TOPIC,
  type: 'AmountAdded',
  version: 1,
  payload: z.object({ seq: z.number().int(), amount: z.number().int() }),
});
const logger = createLogger({ service: 'fault-consumer', level: 'warn' });
const dataSource = await openDataSource(
  { kind: 'postgres', url: CONSUMER_DB_URL },
  { entities: [], migrations: [] },
);
const bus = new KafkaEventBus({
  brokers: KAFKA_BROKERS.split(','),
  clientId: CONSUMER_NAME,
  topics: [{ name: TOPIC, partitions: 3 }],
  contracts: [AmountAdded],
  logger,
});
await bus.startConsumer(
  {
    name: CONSUMER_NAME,
    handlers: [
      handles(AmountAdded, async (event, manager) => {
        await manager.query(
          `INSERT INTO effect (event_id, aggregate_id, seq, amount) VALUES ($1, $2, $3, $4)`,
          [event.id, event.aggregateId, event.payload.seq, event.payload.amount],
        );
      }),
    ],
  },
  dataSource,
);
process.stdout.write('consuming\n');
