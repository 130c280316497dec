import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A match as matches scheduled it (GameweeksScheduled) and kicked it off (MatchKickedOff): its two
 * clubs' players lock at its kick-off (docs/squads.md, Locks), and its gameweek's points wait for its end.
 */
@Entity('fixture')
@Index('IDX_fixture_gameweek', ['gameweek'])
export class FixtureEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ type: 'int' })
  gameweek: number;

  @Column({ name: 'home_club_id', type: 'uuid' })
  homeClubId: string;

  @Column({ name: 'away_club_id', type: 'uuid' })
  awayClubId: string;

  /** the planned kick-off, the lock time a manager is shown */
  @Column({ name: 'kickoff_at', type: 'timestamptz' })
  kickoffAt: Date;

  /** null until MatchKickedOff is applied here: from then its players are locked */
  @Column({ name: 'kicked_off_at', type: 'timestamptz', nullable: true })
  kickedOffAt: Date | null;

  /** null until MatchFinished is applied here: every figure of the match came before it */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
