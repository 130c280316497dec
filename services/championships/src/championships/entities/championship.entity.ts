import type { ChampionshipLeagueType, ChampionshipStatus } from '@sfl/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A championship: a competition over a run of gameweeks that opens as a league of the same id. */
@Entity('championship')
@Index('IDX_championship_status_start', ['status', 'startGameweek'])
@Index('UQ_championship_schedule_slot', ['scheduleSlot'], { unique: true })
export class ChampionshipEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_championship' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ name: 'league_type', type: 'varchar', length: 20 })
  leagueType: ChampionshipLeagueType;

  @Column({ type: 'varchar', length: 20 })
  status: ChampionshipStatus;

  @Column({ name: 'max_participants', type: 'integer' })
  maxParticipants: number;

  @Column({ name: 'start_gameweek', type: 'integer' })
  startGameweek: number;

  @Column({ name: 'end_gameweek', type: 'integer' })
  endGameweek: number;

  /** the planned deadline of its start gameweek */
  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  /** pre-registration closes then (null: only when a gameweek says so) */
  @Column({ name: 'registration_deadline', type: 'timestamptz', nullable: true })
  registrationDeadline: Date | null;

  /**
   * Pre-registration also closes when this gameweek goes live, even before the planned deadline
   * (a simulated season plays ahead of its calendar); null for an operator's own deadline.
   */
  @Column({ name: 'registration_gameweek', type: 'integer', nullable: true })
  registrationGameweek: number | null;

  /** the default schedule's slot (its start gameweek) for one it created; null for an operator's */
  @Column({ name: 'schedule_slot', type: 'integer', nullable: true })
  scheduleSlot: number | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when its end gameweek finished: completed ones stay listed for two weeks after */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
