import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A league's name (leagues.events LeagueCreated), for its joins. */
@Entity('league')
export class LeagueEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_league' })
  id: string;

  @Column({ type: 'text' })
  name: string;
}
