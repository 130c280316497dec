import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

@Entity('club')
@Unique('UQ_club_name', ['name'])
@Unique('UQ_club_short_name', ['shortName'])
export class ClubEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'short_name', type: 'varchar', length: 3 })
  shortName: string;
}
