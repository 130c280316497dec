import type { NotificationKind } from '@sfl/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What happened to a manager, kept until read and after: one per (manager, event it came from,
 * kind), so an event applied again adds nothing. Ids are time-ordered (UUID v7): newest first is
 * by id.
 */
@Entity('notification')
@Index('UQ_notification_source', ['managerId', 'sourceEventId', 'kind'], { unique: true })
@Index('IDX_notification_manager', ['managerId', 'id'])
@Index('IDX_notification_unread', ['managerId'], { where: '"read_at" IS NULL' })
export class NotificationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_notification' })
  id: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'varchar', length: 30 })
  kind: NotificationKind;

  /** the event it was made from */
  @Column({ name: 'source_event_id', type: 'uuid' })
  sourceEventId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  /** the page of the app it concerns */
  @Column({ type: 'varchar', length: 200 })
  link: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
