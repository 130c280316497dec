import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A gameweek matches announced final (GameweekFinished): remembered so that a LineupLocked of it
 * applied later (another topic, no order between the two) locks nothing.
 */
@Entity('finished_gameweek')
export class FinishedGameweekEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_finished_gameweek' })
  gameweek: number;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt: Date;
}
