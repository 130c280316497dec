import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A finished match (matches.events MatchFinished): the final score a clean sheet's reward shows. */
@Entity('match_result')
export class MatchResultEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid', primaryKeyConstraintName: 'PK_match_result' })
  matchId: string;

  @Column({ type: 'integer' })
  gameweek: number;

  @Column({ name: 'home_club_id', type: 'uuid' })
  homeClubId: string;

  @Column({ name: 'away_club_id', type: 'uuid' })
  awayClubId: string;

  @Column({ name: 'home_score', type: 'smallint' })
  homeScore: number;

  @Column({ name: 'away_score', type: 'smallint' })
  awayScore: number;

  @Column({ type: 'smallint' })
  minute: number;
}
