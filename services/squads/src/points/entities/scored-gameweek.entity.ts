import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A gameweek whose deadline has passed (its lineups are locked) or that finished, and when. */
@Entity('scored_gameweek')
export class ScoredGameweekEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  /** null until GameweekDeadlinePassed is applied (it may come after GameweekFinished) */
  @Column({ type: 'timestamptz', nullable: true })
  deadline: Date | null;

  /** when GameweekFinished was applied: its matches may still be finishing here */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** when its points became final: finished, and every fixture's MatchFinished applied */
  @Column({ name: 'final_at', type: 'timestamptz', nullable: true })
  finalAt: Date | null;

  /** how many lineups its deadline locked (every lineup of the gameweek) */
  @Column({ type: 'int', default: 0 })
  lineups: number;
}
