import { Entity, PrimaryColumn } from 'typeorm';

/** Who fielded a footballer (XI or bench) in a gameweek: the managers a performance moves. */
@Entity('lineup_footballer')
export class LineupFootballerEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;
}
