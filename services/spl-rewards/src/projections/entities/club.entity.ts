import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A club as matches names it (from footballers and match snapshots), for the rewards' match details. */
@Entity('club')
export class ClubEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_club' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'short_name', type: 'varchar', length: 20 })
  shortName: string;
}
