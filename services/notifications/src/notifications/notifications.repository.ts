import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@sfl/contracts';
import { TIME_ORDERED_UUID_SQL } from '@sfl/database';
import type { Page } from '@sfl/subgraph';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import type { DeliveryChannel } from './entities/notification-delivery.entity';
import { NotificationEntity } from './entities/notification.entity';
import type { KeptNotification, NotificationDraft } from './notification-draft';

type NewNotification = Omit<NotificationDraft, 'asked'>;

interface KeptRow {
  id: string;
  manager_id: string;
  kind: NotificationKind;
  source_event_id: string;
  title: string;
  body: string;
  link: string;
}

/** The only code that reads and writes the notification and notification_delivery tables. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Inserts the notifications in one statement, in their order; answers those it inserted: one
   * already kept for the same manager, event and kind is left as it is.
   */
  async insertNewIn(
    manager: EntityManager,
    notifications: readonly NewNotification[],
    createdAt: Date,
  ): Promise<KeptNotification[]> {
    if (notifications.length === 0) return [];
    const column = <K extends keyof NewNotification>(key: K) => notifications.map((n) => n[key]);
    const kept: KeptRow[] = await manager.query(
      `INSERT INTO notification (id, manager_id, kind, source_event_id, title, body, link, created_at)
       SELECT ${TIME_ORDERED_UUID_SQL}, d.manager_id, d.kind, d.source_event_id, d.title, d.body, d.link, $7
       FROM unnest($1::uuid[], $2::varchar[], $3::uuid[], $4::varchar[], $5::varchar[], $6::varchar[])
         WITH ORDINALITY AS d(manager_id, kind, source_event_id, title, body, link, n)
       ORDER BY d.n
       ON CONFLICT DO NOTHING
       RETURNING id, manager_id, kind, source_event_id, title, body, link`,
      [
        column('managerId'),
        column('kind'),
        column('sourceEventId'),
        column('title'),
        column('body'),
        column('link'),
        createdAt.toISOString(),
      ],
    );
    return kept.map((row) => ({
      id: row.id,
      managerId: row.manager_id,
      kind: row.kind,
      sourceEventId: row.source_event_id,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt,
    }));
  }

  /** Pending deliveries, one per notification and channel, in one statement. */
  async addDeliveriesIn(
    manager: EntityManager,
    deliveries: readonly { notificationId: string; channel: DeliveryChannel }[],
    createdAt: Date,
  ): Promise<void> {
    if (deliveries.length === 0) return;
    await manager.query(
      `INSERT INTO notification_delivery (notification_id, channel, status, created_at)
       SELECT d.notification_id, d.channel, 'pending', $3
       FROM unnest($1::uuid[], $2::varchar[]) AS d(notification_id, channel)`,
      [deliveries.map((d) => d.notificationId), deliveries.map((d) => d.channel), createdAt.toISOString()],
    );
  }

  /** The manager's notifications, newest first. */
  pageOf(managerId: string, { limit, offset }: Page): Promise<NotificationEntity[]> {
    return this.dataSource.getRepository(NotificationEntity).find({
      where: { managerId },
      order: { id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  unreadCountOf(managerId: string): Promise<number> {
    return this.dataSource.getRepository(NotificationEntity).countBy({ managerId, readAt: IsNull() });
  }

  /**
   * Deletes, with their deliveries, the read notifications created before `readBefore` and every
   * manager's notifications beyond their newest `keptPerManager`, in one statement; answers how many.
   */
  async deleteExpired(readBefore: Date, keptPerManager: number): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `WITH beyond_newest AS (
         SELECT id FROM (
           SELECT id, row_number() OVER (PARTITION BY manager_id ORDER BY id DESC) AS newest
           FROM notification
           WHERE manager_id IN (SELECT manager_id FROM notification GROUP BY manager_id HAVING count(*) > $2)
         ) ranked
         WHERE newest > $2
       ), expired AS (
         SELECT id FROM notification WHERE read_at IS NOT NULL AND created_at < $1
         UNION SELECT id FROM beyond_newest
       ), deliveries AS (
         DELETE FROM notification_delivery WHERE notification_id IN (SELECT id FROM expired)
       ), deleted AS (
         DELETE FROM notification WHERE id IN (SELECT id FROM expired) RETURNING 1
       )
       SELECT count(*)::int AS count FROM deleted`,
      [readBefore.toISOString(), keptPerManager],
    );
    return count;
  }

  /** Marks the manager's unread ones among `ids` (all of them when none are named); answers how many. */
  async markReadOf(managerId: string, ids: readonly string[] | null, readAt: Date): Promise<number> {
    if (ids?.length === 0) return 0;
    const { affected } = await this.dataSource
      .getRepository(NotificationEntity)
      .update({ managerId, readAt: IsNull(), ...(ids ? { id: In([...ids]) } : {}) }, { readAt });
    return affected ?? 0;
  }
}
