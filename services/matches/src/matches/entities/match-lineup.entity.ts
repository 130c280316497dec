import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FootballerEntity } from '../../world/entities/footballer.entity';
import { MatchEntity } from './match.entity';

export type LineupRole = 'STARTER' | 'BENCH';

/** A footballer named for a match: when they came on and went off (minutes), null when they did not. */
@Entity('match_lineup')
export class MatchLineupEntity {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => MatchEntity)
  @JoinColumn({ name: 'match_id', foreignKeyConstraintName: 'FK_match_lineup_match' })
  readonly match?: MatchEntity;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => FootballerEntity)
  @JoinColumn({ name: 'footballer_id', foreignKeyConstraintName: 'FK_match_lineup_footballer' })
  readonly footballer?: FootballerEntity;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  /** as named at kick-off; a substitute brought on who was not on the bench sheet is BENCH */
  @Column({ type: 'varchar', length: 7 })
  role: LineupRole;

  /** order within the role, so the simulator replays the same lineup */
  @Column({ type: 'smallint' })
  slot: number;

  @Column({ name: 'on_minute', type: 'smallint', nullable: true })
  onMinute: number | null;

  @Column({ name: 'off_minute', type: 'smallint', nullable: true })
  offMinute: number | null;
}
