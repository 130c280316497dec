import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A gameweek as matches.events tells it: its season (SeasonStarted), when it is planned to lock
 * (GameweeksScheduled), when it did (GameweekDeadlinePassed: live) and when it was final (GameweekFinished).
 */
@Entity('gameweek')
export class GameweekEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @Column({ type: 'int', nullable: true })
  season: number | null;

  @Column({ name: 'planned_deadline', type: 'timestamptz', nullable: true })
  plannedDeadline: Date | null;

  @Column({ name: 'deadline_passed_at', type: 'timestamptz', nullable: true })
  deadlinePassedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
