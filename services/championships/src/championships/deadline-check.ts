import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LEADER_LEASES, LeaderLeasedInterval, LOGGER } from '@sfl/subgraph';
import { ChampionshipStatusService } from './championship-status.service';
import { ChampionshipsRepository } from './championships.repository';

/**
 * Registration deadlines pass with time, not with an event: every `intervalMs` until the app
 * closes, the championships are moved on as the clock says, by one instance at a time.
 */
@Injectable()
export class DeadlineCheck implements OnModuleDestroy {
  private readonly interval: LeaderLeasedInterval;

  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly statuses: ChampionshipStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.interval = new LeaderLeasedInterval(leases('championships.deadline-check'), logger, () =>
      this.check(),
    );
  }

  start(intervalMs: number): void {
    this.interval.start(intervalMs);
  }

  /** One round: what the clock says now. */
  check(): Promise<void> {
    const now = new Date(this.clock.now());
    return this.championships.transaction((manager) => this.statuses.advanceAllIn(manager, now));
  }

  onModuleDestroy(): Promise<void> {
    return this.interval.stop();
  }
}
