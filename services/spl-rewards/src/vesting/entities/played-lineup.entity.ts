import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A manager locked a lineup for a gameweek (squads.events LineupLocked), kept for good: once the
 * gameweek is final (finished_gameweek) he has played it, which unlocks his bonus SPL.
 */
@Entity('played_lineup')
export class PlayedLineupEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_played_lineup' })
  managerId: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_played_lineup' })
  gameweek: number;
}
