import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';

/**
 * A periodic job run by one instance of a service at a time: every `intervalMs` the lease is asked
 * and, while this instance leads, `round` runs. A round still running is not joined by another;
 * a failing round is logged and the next one tries again.
 */
export class LeaderLeasedInterval {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly lease: LeaderLease,
    private readonly logger: Logger,
    private readonly round: () => Promise<void>,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.running ??= this.roundIfLeading()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'periodic round failed; the next round tries again');
        })
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer, waits for a running round and lets another instance lead. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.lease.release();
  }

  private async roundIfLeading(): Promise<void> {
    if (await this.lease.held()) await this.round();
  }
}
