import { MatchActionRecorded } from '@sfl/contracts';
import { handlesMany, type KafkaEventBus } from '@sfl/events';
import type { DataSource } from 'typeorm';

/**
 * The bare backbone: the match action events, delivered as spl-rewards' rewards consumer gets them
 * (batches of 200, partitions side by side), applied with one insert each into `bench_effect`
 * (CreateBenchEffect) of `database`, keyed by the action's id: the floor under the rewards path.
 */
export function startBareBackbone(bus: KafkaEventBus, database: DataSource): Promise<void> {
  return bus.startConsumer(
    {
      name: 'bench-backbone',
      batch: { maxEvents: 200 },
      partitionsConsumedConcurrently: 3,
      handlers: [
        handlesMany(MatchActionRecorded, (events, manager) =>
          manager.query(
            'INSERT INTO bench_effect (event_id, occurred_at) SELECT * FROM unnest($1::uuid[], $2::timestamptz[])',
            [events.map((event) => event.payload.action.id), events.map((event) => event.occurredAt)],
          ),
        ),
      ],
    },
    database,
  );
}
