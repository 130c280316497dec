import type { matchStatuses } from '@sfl/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ClubEntity } from '../../world/entities/club.entity';

export type MatchStatus = (typeof matchStatuses)[number];

/** Who plays the match out: the simulator, or a data provider's feed. */
export type MatchDriver = 'SIMULATOR' | 'FEED';

@Entity('match')
@Index('IDX_match_gameweek', ['gameweek'])
@Index('IDX_match_status_kickoff', ['status', 'kickoffAt'])
export class MatchEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'smallint' })
  season: number;

  /** counts on across seasons */
  @Column({ type: 'smallint' })
  gameweek: number;

  /** the scheduled kick-off: also the match's date in game time */
  @Column({ name: 'kickoff_at', type: 'timestamptz' })
  kickoffAt: Date;

  @Column({ type: 'varchar', length: 10 })
  status: MatchStatus;

  @Column({ type: 'smallint' })
  minute: number;

  @Column({ name: 'home_club_id', type: 'uuid' })
  homeClubId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => ClubEntity)
  @JoinColumn({ name: 'home_club_id', foreignKeyConstraintName: 'FK_match_home_club' })
  readonly homeClub?: ClubEntity;

  @Column({ name: 'away_club_id', type: 'uuid' })
  awayClubId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => ClubEntity)
  @JoinColumn({ name: 'away_club_id', foreignKeyConstraintName: 'FK_match_away_club' })
  readonly awayClub?: ClubEntity;

  @Column({ name: 'home_score', type: 'smallint' })
  homeScore: number;

  @Column({ name: 'away_score', type: 'smallint' })
  awayScore: number;

  /** grows by one with every event of the match that carries a snapshot */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'action_count', type: 'integer' })
  actionCount: number;

  @Column({ name: 'driven_by', type: 'varchar', length: 10, nullable: true })
  drivenBy: MatchDriver | null;

  /** the simulator's seed for this match, kept so a restart replays the same plan */
  @Column({ name: 'simulation_seed', type: 'integer', nullable: true })
  simulationSeed: number | null;

  /** when it actually kicked off (real time) */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
