import type { Logger } from '@sfl/logging';
import type { Producer } from 'kafkajs';
import type { DataSource, EntityManager } from 'typeorm';
import { envelopeOf, OUTBOX_COLUMNS, type OutboxRow } from '../outbox';
import { PollingLoop } from '../polling-loop';

// Rows per transaction and per sendBatch: each batch costs a round trip to the database and one to
// the broker (acks from all replicas). Measured with services/spl-rewards' measure-relay script on
// the 2-core machine: events of one reward (about 600 bytes) went out at 12,900/s with 500 and
// 15,700/s with 2,000 when it was quiet, 3,000-5,000/s against about 10,000/s under load.
const BATCH_SIZE = 2_000;
// The broker refuses a partition's batch over its message.max.bytes (1 MB by default), so a batch
// of large events (a reward payment carries up to 100 rewards) goes out in several sends, one after
// the other, each under it even if all its events went to one partition.
const MAX_SEND_BYTES = 800_000;
const IDLE_POLL_MS = 250;
// One relay publishes a service's outbox at a time (the others wait), which keeps the
// publishing order per aggregate even with several instances running.
const RELAY_LOCK = 'outbox-relay';

/**
 * Publishes a service's outbox to Kafka in recording order, keyed by aggregate id, and marks
 * the rows sent in the same database transaction. A crash after the send and before the commit
 * sends the rows again (at-least-once); consumers deduplicate by event id.
 */
export class KafkaOutboxRelay {
  private readonly loop: PollingLoop;

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: Producer,
    logger: Logger,
    /** a topic's name on the broker (KafkaEventBusOptions.namespace) */
    private readonly onBroker: (topic: string) => string,
  ) {
    this.loop = new PollingLoop(() => this.publishBatch(), {
      fullBatch: BATCH_SIZE,
      idleMs: IDLE_POLL_MS,
      onError: (error, failures) =>
        logger.warn({ err: error, failures }, 'outbox relay could not publish; retrying'),
    });
  }

  start() {
    this.loop.start();
  }

  stop() {
    return this.loop.stop();
  }

  /** Running, and its last batch did not fail (the broker or the database unreachable). */
  get isHealthy(): boolean {
    return this.loop.isHealthy;
  }

  /** Outbox rows not published yet. */
  async pending(): Promise<number> {
    const [{ events }] = (await this.dataSource.query(
      'SELECT count(*)::int AS events FROM outbox_event WHERE published_at IS NULL',
    )) as { events: number }[];
    return events;
  }

  /** One batch in one transaction; returns how many events were published. */
  publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.takeRelayLock(manager))) return 0;
      const rows: OutboxRow[] = await manager.query(
        `SELECT ${OUTBOX_COLUMNS} FROM outbox_event WHERE published_at IS NULL ORDER BY sequence LIMIT $1`,
        [BATCH_SIZE],
      );
      if (!rows.length) return 0;
      for (const send of sendsWithinBytes(rows.map(messageOf), MAX_SEND_BYTES))
        await this.producer.sendBatch({ acks: -1, topicMessages: groupByTopic(send, this.onBroker) });
      await manager.query(`UPDATE outbox_event SET published_at = now() WHERE sequence = ANY($1::bigint[])`, [
        rows.map((row) => row.sequence),
      ]);
      return rows.length;
    });
  }

  private async takeRelayLock(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
      RELAY_LOCK,
    ])) as { locked: boolean }[];
    return locked;
  }
}

interface OutboxMessage {
  row: OutboxRow;
  message: { key: string; value: string; headers: Record<string, string> };
}

function messageOf(row: OutboxRow): OutboxMessage {
  return {
    row,
    message: {
      key: row.aggregate_id,
      value: JSON.stringify(envelopeOf(row)),
      headers: { eventId: row.id, type: row.type },
    },
  };
}

/** The messages in order, cut into sends whose values add up to at most `maxBytes` (or one message). */
function sendsWithinBytes(messages: OutboxMessage[], maxBytes: number): OutboxMessage[][] {
  const sends: OutboxMessage[][] = [[]];
  let bytes = 0;
  for (const outbox of messages) {
    const size = Buffer.byteLength(outbox.message.value);
    if (bytes + size > maxBytes && sends.at(-1)!.length > 0) {
      sends.push([]);
      bytes = 0;
    }
    sends.at(-1)!.push(outbox);
    bytes += size;
  }
  return sends;
}

function groupByTopic(send: OutboxMessage[], onBroker: (topic: string) => string) {
  const byTopic = new Map<string, OutboxMessage['message'][]>();
  for (const { row, message } of send) {
    const messages = byTopic.get(row.topic) ?? [];
    messages.push(message);
    byTopic.set(row.topic, messages);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic: onBroker(topic), messages }));
}
