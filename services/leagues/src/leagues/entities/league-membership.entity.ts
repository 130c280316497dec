import { Column, Entity, PrimaryColumn } from 'typeorm';

/** PENDING while the entry fee is being held; REFUSED (seat freed) when it could not be. */
export const MEMBERSHIP_STATUSES = ['PENDING', 'ACTIVE', 'REFUSED'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A manager's seat in a league; one row per league and manager (a refused one is taken again on rejoining). */
@Entity('league_membership')
export class LeagueMembershipEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ type: 'varchar', length: 8 })
  status: MembershipStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  refusal: string | null;

  @Column({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;

  /** the place at the league's end */
  @Column({ name: 'final_rank', type: 'int', nullable: true })
  finalRank: number | null;

  /** SPL paid at the league's end */
  @Column({ type: 'int', default: 0 })
  prize: number;
}
