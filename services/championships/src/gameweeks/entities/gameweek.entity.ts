import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One gameweek as matches announced it (GameweeksScheduled, GameweekDeadlinePassed,
 * GameweekFinished); the events may come in any order, so each part is null until its event came.
 */
@Entity('gameweek')
export class GameweekEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_gameweek' })
  gameweek: number;

  @Column({ type: 'integer', nullable: true })
  season: number | null;

  /** its first planned kick-off */
  @Column({ name: 'planned_deadline', type: 'timestamptz', nullable: true })
  plannedDeadline: Date | null;

  /** when its first match kicked off: lineups locked, the gameweek is live */
  @Column({ name: 'deadline_passed_at', type: 'timestamptz', nullable: true })
  deadlinePassedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
