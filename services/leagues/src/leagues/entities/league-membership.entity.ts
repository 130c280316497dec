import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { LeagueEntity } from './league.entity';

/** PENDING while the entry fee is being held; REFUSED (seat freed) when it could not be. */
export const MEMBERSHIP_STATUSES = ['PENDING', 'ACTIVE', 'REFUSED'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A manager's seat in a league; one row per league and manager (a refused one is taken again on rejoining). */
@Entity('league_membership')
@Unique('UQ_league_membership_league_manager', ['leagueId', 'managerId'])
@Index('IDX_league_membership_manager', ['managerId'])
export class LeagueMembershipEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => LeagueEntity)
  @JoinColumn({ name: 'league_id', foreignKeyConstraintName: 'FK_league_membership_league' })
  readonly league?: LeagueEntity;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'varchar', length: 8 })
  status: MembershipStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  refusal: string | null;

  @Column({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;

  /** the first gameweek whose points count for the member: the league's first, or the next one for a late joiner */
  @Column({ name: 'first_gameweek', type: 'int' })
  firstGameweek: number;

  /** the place at the league's end */
  @Column({ name: 'final_rank', type: 'int', nullable: true })
  finalRank: number | null;

  /** SPL paid at the league's end */
  @Column({ type: 'int', default: 0 })
  prize: number;
}
