import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { NotificationEntity } from './notification.entity';

export const DELIVERY_CHANNELS = ['email', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * A notification to send outside the app (an outbox, docs/notifications.md): written with the
 * notification for each channel its manager turned on. Nothing sends them yet; a mail or push
 * sender would take the pending ones oldest first and mark them.
 */
@Entity('notification_delivery')
@Index('IDX_notification_delivery_pending', ['createdAt'], { where: `"status" = 'pending'` })
export class NotificationDeliveryEntity {
  @PrimaryColumn({
    name: 'notification_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_notification_delivery',
  })
  notificationId: string;

  @PrimaryColumn({ type: 'varchar', length: 10, primaryKeyConstraintName: 'PK_notification_delivery' })
  channel: DeliveryChannel;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => NotificationEntity)
  @JoinColumn({ name: 'notification_id', foreignKeyConstraintName: 'FK_notification_delivery_notification' })
  readonly notification?: NotificationEntity;

  /** 'pending' until a sender takes it */
  @Column({ type: 'varchar', length: 10 })
  status: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
