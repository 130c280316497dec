import { wakeOrWait } from './wake-or-wait';

// After a failure: 200 ms, 400 ms, … capped at 5 s.
const backoffMs = (failures: number) => Math.min(5_000, 100 * 2 ** Math.min(failures, 6));

/**
 * Runs `step` over and over until stopped: straight on while it reports a full batch, sleeping
 * until the next recorded event (or `idleMs`) when it reports less, and backing off
 * exponentially while it throws. Used by the Kafka relay and the embedded outbox readers.
 */
export class PollingLoop {
  private running = false;
  private failures = 0;
  private loop?: Promise<void>;

  constructor(
    private readonly step: () => Promise<number>,
    private readonly options: {
      fullBatch: number;
      idleMs: number;
      onError: (error: unknown, failures: number) => void;
    },
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** Running, and its last step did not throw (readiness). */
  get isHealthy(): boolean {
    return this.running && this.failures === 0;
  }

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    this.failures = 0;
    while (this.running) {
      try {
        const done = await this.step();
        this.failures = 0;
        if (done < this.options.fullBatch) await wakeOrWait(this.options.idleMs);
      } catch (error) {
        this.failures += 1;
        this.options.onError(error, this.failures);
        await new Promise((resolve) => setTimeout(resolve, backoffMs(this.failures)));
      }
    }
  }
}
