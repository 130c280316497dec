import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the market sorts a footballer by (matches.events FootballerFormUpdated): his form, his
 * season points and his club's next fixture, the latest matches announced (`asOf`).
 */
@Entity('footballer_form')
export class FootballerFormEntity {
  @PrimaryColumn({ name: 'footballer_id', type: 'uuid', primaryKeyConstraintName: 'PK_footballer_form' })
  footballerId: string;

  @Column({ type: 'double precision' })
  form: number;

  @Column({ name: 'season_points', type: 'integer' })
  seasonPoints: number;

  // His club's next fixture; all null when none is scheduled.
  @Column({ name: 'next_match_id', type: 'uuid', nullable: true })
  nextMatchId: string | null;

  @Column({ name: 'next_gameweek', type: 'integer', nullable: true })
  nextGameweek: number | null;

  @Column({ name: 'next_kickoff_at', type: 'timestamptz', nullable: true })
  nextKickoffAt: Date | null;

  @Column({ name: 'next_home', type: 'boolean', nullable: true })
  nextHome: boolean | null;

  @Column({ name: 'next_opponent_club_id', type: 'uuid', nullable: true })
  nextOpponentClubId: string | null;

  /** 1 (easiest) to 5 (hardest) */
  @Column({ name: 'next_difficulty', type: 'smallint', nullable: true })
  nextDifficulty: number | null;

  /** the game time of the change it reflects: an older event changes nothing */
  @Column({ name: 'as_of', type: 'timestamptz' })
  asOf: Date;
}
