import type { Logger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import type { LiveEventListener } from '../event-bus';
import { envelopeOf, OUTBOX_COLUMNS, type OutboxRow } from '../outbox';
import { PollingLoop } from '../polling-loop';

const BATCH_SIZE = 500;
const IDLE_POLL_MS = 200;

/** Follows one topic of one outbox from its current end, keeping its position in memory only. */
export class EmbeddedLiveReader {
  private readonly loop: PollingLoop;
  private position: string | null = null;

  constructor(
    readonly topic: string,
    private readonly source: DataSource,
    private readonly listener: LiveEventListener,
    logger: Logger,
  ) {
    this.loop = new PollingLoop(() => this.readBatch(), {
      fullBatch: BATCH_SIZE,
      idleMs: IDLE_POLL_MS,
      onError: (error, failures) =>
        logger.warn({ err: error, topic, failures }, 'live reader failed; retrying'),
    });
  }

  async start(): Promise<void> {
    const [row] = (await this.source.query(
      `SELECT coalesce(max(sequence), 0) AS position FROM outbox_event WHERE topic = $1`,
      [this.topic],
    )) as { position: string }[];
    this.position = row!.position;
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  get isHealthy(): boolean {
    return this.loop.isHealthy;
  }

  private async readBatch(): Promise<number> {
    const rows: OutboxRow[] = await this.source.query(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox_event WHERE topic = $1 AND sequence > $2 ORDER BY sequence LIMIT $3`,
      [this.topic, this.position, BATCH_SIZE],
    );
    for (const row of rows) {
      this.position = row.sequence;
      this.listener(envelopeOf(row));
    }
    return rows.length;
  }
}
