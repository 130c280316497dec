import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A manager's points in a gameweek (squads.events): `hasLineup` once their lineup was locked
 * (LineupLocked), `points` live while it is played and `final` at its end (ManagerGameweekPointsUpdated).
 */
@Entity('manager_gameweek_points')
@Index('IDX_manager_gameweek_points_gameweek', ['gameweek'])
export class ManagerGameweekPointsEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @Column({ name: 'has_lineup', type: 'boolean', default: false })
  hasLineup: boolean;

  @Column({ type: 'int', default: 0 })
  points: number;

  @Column({ type: 'boolean', default: false })
  final: boolean;
}
