import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A gameweek matches announced final (matches.events GameweekFinished). */
@Entity('finished_gameweek')
export class FinishedGameweekEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_finished_gameweek' })
  gameweek: number;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt: Date;
}
