import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Seasons matches started (SeasonStarted); the highest is the current one, which new cards belong to. */
@Entity('season')
export class SeasonEntity {
  @PrimaryColumn({ type: 'integer' })
  season: number;

  @Column({ name: 'first_gameweek', type: 'integer' })
  firstGameweek: number;

  @Column({ name: 'last_gameweek', type: 'integer' })
  lastGameweek: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;
}
