import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Something a footballer did that pays their managers (a goal, an assist, a penalty save, a
 * clean sheet), with the match as it stood then. Kept so that lineups locked later are paid too.
 */
@Entity('rewarding_action')
@Index('IDX_rewarding_action_gameweek_footballer', ['gameweek', 'footballerId'])
@Index('IDX_rewarding_action_footballer', ['footballerId'])
@Index('IDX_rewarding_action_match', ['matchId'])
export class RewardingActionEntity {
  /** the match action's id; for a clean sheet, one derived from the match and the footballer */
  @PrimaryColumn({ name: 'action_id', type: 'uuid', primaryKeyConstraintName: 'PK_rewarding_action' })
  actionId: string;

  /** an SplActionType */
  @PrimaryColumn({
    name: 'action_type',
    type: 'varchar',
    length: 12,
    primaryKeyConstraintName: 'PK_rewarding_action',
  })
  actionType: string;

  @Column({ type: 'integer' })
  gameweek: number;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'home_club_id', type: 'uuid' })
  homeClubId: string;

  @Column({ name: 'away_club_id', type: 'uuid' })
  awayClubId: string;

  /** the score right after the action (the final score for a clean sheet) */
  @Column({ name: 'home_score', type: 'smallint' })
  homeScore: number;

  @Column({ name: 'away_score', type: 'smallint' })
  awayScore: number;

  @Column({ type: 'smallint' })
  minute: number;
}
