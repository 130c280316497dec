import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LEADER_LEASES, LeaderLeasedInterval, LOGGER } from '@sfl/subgraph';
import { NotificationsRepository } from './notifications.repository';

/** A read notification is kept this long after it was made. */
export const READ_KEPT_DAYS = 30;
/** A manager keeps at most this many notifications, the newest, read or not. */
export const KEPT_PER_MANAGER = 200;
/** How often the retention runs (one instance at a time). */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps each manager's notifications bounded (docs/notifications.md, Retention): every round deletes
 * the read ones older than READ_KEPT_DAYS and all beyond a manager's newest KEPT_PER_MANAGER.
 */
@Injectable()
export class NotificationRetention implements OnModuleDestroy {
  private readonly interval: LeaderLeasedInterval;

  constructor(
    private readonly notifications: NotificationsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.interval = new LeaderLeasedInterval(leases('notifications.retention'), logger, async () => {
      await this.purge();
    });
  }

  start(intervalMs: number): void {
    this.interval.start(intervalMs);
  }

  /** One round, as of the clock's now; answers how many notifications it deleted. */
  async purge(): Promise<number> {
    const readBefore = new Date(this.clock.now() - READ_KEPT_DAYS * DAY_MS);
    const deleted = await this.notifications.deleteExpired(readBefore, KEPT_PER_MANAGER);
    if (deleted > 0) this.logger.info({ deleted }, 'old notifications deleted');
    return deleted;
  }

  onModuleDestroy(): Promise<void> {
    return this.interval.stop();
  }
}
