import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A footballer's latest figures in one match (FootballerPerformanceUpdated); a gameweek sums them. */
@Entity('footballer_match_figures')
@Index('IDX_footballer_match_figures_gameweek_footballer', ['gameweek', 'footballerId'])
export class FootballerMatchFiguresEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ type: 'int' })
  gameweek: number;

  @Column({ type: 'int' })
  points: number;

  @Column({ type: 'int' })
  minutes: number;
}
