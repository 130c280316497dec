import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  Unique,
} from 'typeorm';
import { FootballerEntity } from '../../world/entities/footballer.entity';
import { MatchEntity } from './match.entity';
import type { MatchActionKind } from '../../engine/match-plan';

@Entity('match_action')
@Unique('UQ_match_action_sequence', ['matchId', 'sequence'])
@Index('IDX_match_action_footballer', ['footballerId'])
export class MatchActionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => MatchEntity)
  @JoinColumn({ name: 'match_id', foreignKeyConstraintName: 'FK_match_action_match' })
  readonly match?: MatchEntity;

  /** 1, 2, 3… within the match: the timeline order */
  @Column({ type: 'integer' })
  sequence: number;

  @Column({ type: 'smallint' })
  minute: number;

  @Column({ type: 'varchar', length: 20 })
  kind: MatchActionKind;

  /** the club of the footballer who did it (for an own goal: the club that conceded) */
  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => FootballerEntity)
  @JoinColumn({ name: 'footballer_id', foreignKeyConstraintName: 'FK_match_action_footballer' })
  readonly footballer?: FootballerEntity;

  @Column({ name: 'assist_footballer_id', type: 'uuid', nullable: true })
  assistFootballerId: string | null;

  @Column({ name: 'related_footballer_id', type: 'uuid', nullable: true })
  relatedFootballerId: string | null;

  /** the score after the action */
  @Column({ name: 'home_score', type: 'smallint' })
  homeScore: number;

  @Column({ name: 'away_score', type: 'smallint' })
  awayScore: number;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;
}
