import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LEADER_LEASES, LOGGER } from '@sfl/subgraph';
import { ChampionshipStatusService } from './championship-status.service';
import { ChampionshipsRepository } from './championships.repository';

/**
 * Registration deadlines pass with time, not with an event: every `intervalMs` until the app
 * closes, the championships are moved on as the clock says; one round at a time, by one instance
 * of the service at a time (the leader; the others' rounds are skipped).
 */
@Injectable()
export class DeadlineCheck implements OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private readonly lease: LeaderLease;

  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly statuses: ChampionshipStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.lease = leases('championships.deadline-check');
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.round ??= this.checkIfLeading()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'championship deadline check failed; the next round tries again');
        })
        .finally(() => {
          this.round = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  private async checkIfLeading(): Promise<void> {
    if (await this.lease.held()) await this.check();
  }

  /** One round: what the clock says now. */
  check(): Promise<void> {
    const now = new Date(this.clock.now());
    return this.championships.transaction((manager) => this.statuses.advanceAllIn(manager, now));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
    await this.lease.release();
  }
}
