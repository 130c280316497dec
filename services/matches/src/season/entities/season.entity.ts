import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The world has one season, always this row. */
export const SEASON_ID = 1;

/** The one season of the world (id 1): how it was generated and how far game time has been refreshed. */
@Entity('season')
export class SeasonEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'integer' })
  seed: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'gameweek_length_minutes', type: 'integer' })
  gameweekLengthMinutes: number;

  @Column({ type: 'smallint' })
  gameweeks: number;

  /** the last game day whose injury reports were written (YYYY-MM-DD) */
  @Column({ name: 'injuries_refreshed_through', type: 'date', nullable: true })
  injuriesRefreshedThrough: string | null;
}
