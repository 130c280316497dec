import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What a league's row records of its life: FUNDING while the creator's prize pool is being held,
 * UPCOMING once it stands (RUNNING is read from the gameweeks: its start gameweek's deadline
 * passed), FINISHED or CANCELLED at its end.
 */
export const STORED_LEAGUE_PHASES = ['FUNDING', 'UPCOMING', 'FINISHED', 'CANCELLED'] as const;
export type StoredLeaguePhase = (typeof STORED_LEAGUE_PHASES)[number];

@Entity('league')
@Index('IDX_league_phase_created_at', ['phase', 'createdAt'])
@Index('IDX_league_end_gameweek', ['endGameweek'])
@Index('IDX_league_creator_phase', ['creatorId', 'phase'])
export class LeagueEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  @Column({ name: 'prize_details', type: 'varchar', length: 500, default: '' })
  prizeDetails: string;

  @Column({ name: 'max_participants', type: 'int' })
  maxParticipants: number;

  @Column({ name: 'entry_fee', type: 'int', default: 0 })
  entryFee: number;

  @Column({ name: 'prize_pool', type: 'int', default: 0 })
  prizePool: number;

  @Column({ name: 'first_prize', type: 'int', default: 0 })
  firstPrize: number;

  @Column({ name: 'second_prize', type: 'int', default: 0 })
  secondPrize: number;

  @Column({ name: 'third_prize', type: 'int', default: 0 })
  thirdPrize: number;

  @Column({ name: 'start_gameweek', type: 'int' })
  startGameweek: number;

  @Column({ name: 'end_gameweek', type: 'int' })
  endGameweek: number;

  @Column({ type: 'varchar', length: 10 })
  phase: StoredLeaguePhase;

  @Column({ type: 'boolean', default: false })
  championship: boolean;

  /** joined only with its invite code and listed to its members only */
  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate: boolean;

  /** null for a championship's league */
  @Column({ name: 'creator_id', type: 'uuid', nullable: true })
  creatorId: string | null;

  /** null for a championship's league: it is joined by its id */
  @Column({ name: 'invite_code', type: 'varchar', length: 6, nullable: true, unique: true })
  inviteCode: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
