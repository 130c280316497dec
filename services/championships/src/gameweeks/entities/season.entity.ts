import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A season as matches announced it (SeasonStarted): its run of gameweeks. */
@Entity('season')
export class SeasonEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_season' })
  season: number;

  @Column({ name: 'first_gameweek', type: 'integer' })
  firstGameweek: number;

  @Column({ name: 'last_gameweek', type: 'integer' })
  lastGameweek: number;
}
