import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from '@sfl/logging';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventDelivery } from '../delivery';
import { envelopeOf, OUTBOX_COLUMNS, type OutboxRow } from '../outbox';
import { PollingLoop } from '../polling-loop';

const BATCH_SIZE = 200;
const IDLE_POLL_MS = 200;

/** Follows one topic in one producer's outbox for one consumer, from its saved position. */
export class EmbeddedOutboxReader {
  private readonly loop: PollingLoop;

  constructor(
    readonly topic: string,
    private readonly source: DataSource,
    readonly consumer: string,
    private readonly delivery: EventDelivery,
    logger: Logger,
  ) {
    // A delivery that fails past the handler's own retries (its database unreachable) stays next
    // in line and is tried again, exactly as on a Kafka partition.
    this.loop = new PollingLoop(() => this.deliverBatch(), {
      fullBatch: BATCH_SIZE,
      idleMs: IDLE_POLL_MS,
      onError: (error, failures) =>
        logger.warn({ err: error, consumer, topic, failures }, 'event handling failed; retrying'),
    });
  }

  start() {
    this.loop.start();
  }

  stop() {
    return this.loop.stop();
  }

  get isHealthy(): boolean {
    return this.loop.isHealthy;
  }

  /** The topic's rows in the producer's outbox after this consumer's saved position. */
  async lag(): Promise<number> {
    const [{ events }] = (await this.source.query(
      'SELECT count(*)::int AS events FROM outbox_event WHERE topic = $1 AND sequence > $2',
      [this.topic, await this.position()],
    )) as { events: number }[];
    return events;
  }

  private async deliverBatch(): Promise<number> {
    const position = await this.position();
    const rows: OutboxRow[] = await this.source.query(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox_event WHERE topic = $1 AND sequence > $2 ORDER BY sequence LIMIT $3`,
      [this.topic, position, BATCH_SIZE],
    );
    for (const row of rows) {
      if (!this.loop.isRunning) break;
      await this.delivery.deliver(JSON.stringify(envelopeOf(row)), {
        topic: this.topic,
        advance: (manager) => this.savePosition(manager, row.sequence),
      });
      // Embedded PostgreSQL answers without real I/O, so a long catch-up would otherwise run as
      // one chain of microtasks and starve the process's HTTP servers until it ends.
      await nextTurn();
    }
    return rows.length;
  }

  private async position(): Promise<string> {
    const [row] = (await this.delivery.dataSourceOfConsumer.query(
      `SELECT position FROM consumer_cursor WHERE consumer = $1 AND source = $2`,
      [this.consumer, this.topic],
    )) as { position: string }[];
    return row?.position ?? '0';
  }

  private async savePosition(manager: EntityManager, sequence: string) {
    await manager.query(
      `INSERT INTO consumer_cursor (consumer, source, position) VALUES ($1, $2, $3)
       ON CONFLICT (consumer, source) DO UPDATE SET position = EXCLUDED.position`,
      [this.consumer, this.topic, sequence],
    );
  }
}
