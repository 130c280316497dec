import type { NotificationKind } from '@sfl/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A manager's choice for one kind of notification; a kind without a row has the defaults. */
@Entity('notification_preference')
export class NotificationPreferenceEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_notification_preference' })
  managerId: string;

  @PrimaryColumn({ type: 'varchar', length: 30, primaryKeyConstraintName: 'PK_notification_preference' })
  kind: NotificationKind;

  /** off: notifications of the kind are not kept at all (nor sent) */
  @Column({ name: 'in_app', type: 'boolean' })
  inApp: boolean;

  @Column({ type: 'boolean' })
  email: boolean;

  @Column({ type: 'boolean' })
  push: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
