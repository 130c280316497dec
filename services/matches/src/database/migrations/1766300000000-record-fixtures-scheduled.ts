import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordEverySeasonScheduled } from './1764300000000-record-gameweeks-scheduled';

/**
 * A world whose schedules were announced before GameweeksScheduled carried fixtures announces them
 * again, fixtures included (squads locks each player at his fixture's kick-off); consumers apply a
 * schedule again as they applied it first.
 */
export class RecordFixturesScheduled1766300000000 implements MigrationInterface {
  up(queryRunner: QueryRunner): Promise<void> {
    return recordEverySeasonScheduled(queryRunner);
  }

  // Events already recorded (and maybe delivered) are not taken back.
  async down(): Promise<void> {}
}
