import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A gameweek whose deadline has passed (its lineups are locked), and when it finished. */
@Entity('scored_gameweek')
export class ScoredGameweekEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @Column({ type: 'timestamptz' })
  deadline: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
