import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LEADER_LEASES, LeaderLeasedInterval, LOGGER } from '@sfl/subgraph';
import { LockReminders } from './lock-reminders.service';

/**
 * Without the simulator (a data feed drives the matches) nothing ticks the game clock here: lock
 * reminders are then checked on real time every `intervalMs`, by one instance at a time.
 */
@Injectable()
export class LockReminderCheck implements OnModuleDestroy {
  private readonly interval: LeaderLeasedInterval;

  constructor(
    reminders: LockReminders,
    @Inject(CLOCK) clock: Clock,
    @Inject(LOGGER) logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.interval = new LeaderLeasedInterval(leases('matches.lock-reminders'), logger, async () => {
      await reminders.recordDue(new Date(clock.now()));
    });
  }

  start(intervalMs: number): void {
    this.interval.start(intervalMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.interval.stop();
  }
}
