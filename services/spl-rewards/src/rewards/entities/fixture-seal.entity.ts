import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A match whose kick-off squads recorded (FixtureLocked): its actions are paid once `ready`, when
 * every lineup change made before that lock has been applied here (docs/rewards.md, Changed lineups).
 */
@Entity('fixture_seal')
@Index('IDX_fixture_seal_gameweek', ['gameweek'])
export class FixtureSealEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid', primaryKeyConstraintName: 'PK_fixture_seal' })
  matchId: string;

  @Column({ type: 'int' })
  gameweek: number;

  /** the gameweek's LineupChanged numbers 1 to this came before the lock */
  @Column({ name: 'lineup_changes_before', type: 'int' })
  lineupChangesBefore: number;

  @Column({ type: 'boolean' })
  ready: boolean;
}
