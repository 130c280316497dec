import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FootballerEntity } from '../../world/entities/footballer.entity';
import { MatchEntity } from '../../matches/entities/match.entity';
import type { PositionGroup } from '@sfl/contracts';

/** One footballer in one match: the counts the fantasy points come from, and the points. */
@Entity('footballer_performance')
@Index('IDX_footballer_performance_gameweek', ['gameweek'])
@Index('IDX_footballer_performance_footballer_gameweek', ['footballerId', 'gameweek'])
export class FootballerPerformanceEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => MatchEntity)
  @JoinColumn({ name: 'match_id', foreignKeyConstraintName: 'FK_footballer_performance_match' })
  readonly match?: MatchEntity;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => FootballerEntity)
  @JoinColumn({ name: 'footballer_id', foreignKeyConstraintName: 'FK_footballer_performance_footballer' })
  readonly footballer?: FootballerEntity;

  @Column({ type: 'smallint' })
  gameweek: number;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  @Column({ name: 'position_group', type: 'varchar', length: 3 })
  positionGroup: PositionGroup;

  /** final at full time; 0 while the match is live */
  @Column({ name: 'minutes_played', type: 'smallint', default: 0 })
  minutesPlayed: number;

  @Column({ type: 'smallint', default: 0 })
  goals: number;

  @Column({ type: 'smallint', default: 0 })
  assists: number;

  @Column({ name: 'own_goals', type: 'smallint', default: 0 })
  ownGoals: number;

  @Column({ name: 'penalties_saved', type: 'smallint', default: 0 })
  penaltiesSaved: number;

  @Column({ name: 'penalties_missed', type: 'smallint', default: 0 })
  penaltiesMissed: number;

  @Column({ name: 'yellow_cards', type: 'smallint', default: 0 })
  yellowCards: number;

  @Column({ name: 'red_cards', type: 'smallint', default: 0 })
  redCards: number;

  /** goals the footballer's side conceded while they were on the pitch */
  @Column({ name: 'goals_conceded', type: 'smallint', default: 0 })
  goalsConceded: number;

  @Column({ name: 'clean_sheet', type: 'boolean', default: false })
  cleanSheet: boolean;

  @Column({ type: 'smallint', default: 0 })
  points: number;
}
