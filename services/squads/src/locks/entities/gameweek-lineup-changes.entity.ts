import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many lineup changes (LineupChanged) a gameweek has had, every manager's together: the next
 * change's number, and what a fixture's lock waits for (FixtureLocked, docs/squads.md, Locks).
 */
@Entity('gameweek_lineup_changes')
export class GameweekLineupChangesEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @Column({ type: 'int' })
  changes: number;
}
