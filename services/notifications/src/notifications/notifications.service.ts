import { Inject, Injectable } from '@nestjs/common';
import {
  type ActionQuota,
  ActionQuotas,
  CLOCK,
  type Clock,
  isUuid,
  MAX_LIMIT,
  type Page,
} from '@sfl/subgraph';
import { READ_MARK_QUOTA } from '../config/notifications.config';
import { NotificationsErrors } from '../notifications.errors';
import type { NotificationEntity } from './entities/notification.entity';
import { NotificationsRepository } from './notifications.repository';

/** A manager's own notifications: read, counted, marked read (docs/notifications.md). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly quotas: ActionQuotas,
    @Inject(READ_MARK_QUOTA) private readonly quota: ActionQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  mine(managerId: string, page: Page): Promise<NotificationEntity[]> {
    return this.notifications.pageOf(managerId, page);
  }

  unreadCount(managerId: string): Promise<number> {
    return this.notifications.unreadCountOf(managerId);
  }

  /** Marks those of `ids` that are the manager's and unread; another's id, or no notification's, changes nothing. */
  async markRead(managerId: string, ids: readonly string[]): Promise<number> {
    await this.takeQuota(managerId);
    if (ids.length > MAX_LIMIT) throw NotificationsErrors.TOO_MANY_IDS(MAX_LIMIT);
    return this.notifications.markReadOf(managerId, ids.filter(isUuid), this.now());
  }

  async markAllRead(managerId: string): Promise<number> {
    await this.takeQuota(managerId);
    return this.notifications.markReadOf(managerId, null, this.now());
  }

  // Marking is one count for both mutations: each is a write however few rows it changes.
  private takeQuota(managerId: string): Promise<void> {
    return this.quotas.take('notification-read-mark', 'notification read marks', managerId, this.quota);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }
}
