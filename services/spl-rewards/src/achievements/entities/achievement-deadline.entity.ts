import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A gameweek's deadline that has passed (matches.events GameweekDeadlinePassed): a card held from
 * before one counts for Legend Collector, and a seller's trade for Market Master.
 */
@Entity('achievement_deadline')
export class AchievementDeadlineEntity {
  @PrimaryColumn({ name: 'gameweek', type: 'int', primaryKeyConstraintName: 'PK_achievement_deadline' })
  gameweek: number;

  @Column({ name: 'deadline', type: 'timestamptz' })
  deadline: Date;
}
