import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LOGGER } from '@sfl/subgraph';
import { ChampionshipStatusService } from './championship-status.service';
import { ChampionshipsRepository } from './championships.repository';

/**
 * Registration deadlines pass with time, not with an event: every `intervalMs` until the app
 * closes, the championships are moved on as the clock says; one round at a time.
 */
@Injectable()
export class DeadlineCheck implements OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;

  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly statuses: ChampionshipStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.round ??= this.check()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'championship deadline check failed; the next round tries again');
        })
        .finally(() => {
          this.round = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** One round: what the clock says now. */
  check(): Promise<void> {
    const now = new Date(this.clock.now());
    return this.championships.transaction((manager) => this.statuses.advanceAllIn(manager, now));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }
}
