import { Column, Entity, PrimaryColumn } from 'typeorm';

/** This service's copy of matches' footballers (matches.events FootballerRegistered). */
@Entity('footballer')
export class FootballerEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  @Column({ name: 'club_name', type: 'varchar', length: 100 })
  clubName: string;

  @Column({ name: 'club_short_name', type: 'varchar', length: 20 })
  clubShortName: string;

  /** a Position of @sfl/contracts */
  @Column({ type: 'varchar', length: 4 })
  position: string;

  @Column({ type: 'smallint' })
  overall: number;

  @Column({ type: 'varchar', length: 12 })
  rarity: string;
}
