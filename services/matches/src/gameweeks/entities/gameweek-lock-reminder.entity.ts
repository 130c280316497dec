import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A gameweek whose lock reminder is recorded (GameweekLockApproaching): the row and the event commit
 * together, so replicas and restarts never record a second one.
 */
@Entity('gameweek_lock_reminder')
export class GameweekLockReminderEntity {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_gameweek_lock_reminder' })
  gameweek: number;

  /** the deadline it announced: the gameweek's first scheduled kick-off */
  @Column({ type: 'timestamptz' })
  deadline: Date;

  /** the simulator's time (or real time) at which it was recorded */
  @Column({ name: 'reminded_at', type: 'timestamptz' })
  remindedAt: Date;
}
