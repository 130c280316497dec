import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The world's calendar is one row, always this one. */
export const SEASON_ID = 1;

/**
 * The calendar of the world (id 1): how it was generated, which season is the latest with
 * fixtures, and how far game time has been refreshed.
 */
@Entity('season')
export class SeasonEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** the latest season whose fixtures exist (1, 2, ...) */
  @Column({ type: 'smallint' })
  number: number;

  @Column({ type: 'integer' })
  seed: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'gameweek_length_minutes', type: 'integer' })
  gameweekLengthMinutes: number;

  /** gameweeks per season */
  @Column({ type: 'smallint' })
  gameweeks: number;

  /** the last game day whose injury reports were written (YYYY-MM-DD) */
  @Column({ name: 'injuries_refreshed_through', type: 'date', nullable: true })
  injuriesRefreshedThrough: string | null;
}
