import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A starter of a manager's locked lineup for a gameweek (squads.events LineupLocked). Only
 * starters earn rewards; the bench is not kept.
 */
@Entity('lineup_starter')
@Index('IDX_lineup_starter_gameweek_manager', ['gameweek', 'managerId'])
export class LineupStarterEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_lineup_starter' })
  gameweek: number;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid', primaryKeyConstraintName: 'PK_lineup_starter' })
  footballerId: string;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_lineup_starter' })
  managerId: string;

  @Column({ name: 'is_captain', type: 'boolean' })
  isCaptain: boolean;
}
