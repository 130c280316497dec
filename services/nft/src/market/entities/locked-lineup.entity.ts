import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A manager had a lineup locked for a gameweek (squads.events LineupLocked), kept for good: with
 * the gameweek final (finished_gameweek) he has played it, which the market asks of a seller
 * (docs/market.md).
 */
@Entity('locked_lineup')
export class LockedLineupEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_locked_lineup' })
  managerId: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_locked_lineup' })
  gameweek: number;
}
