import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The number of each gameweek's lineup changes, which FixtureLocked carries (docs/squads.md, Locks). */
export class LineupChangeCount1767600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gameweek_lineup_changes" ("gameweek" integer NOT NULL, "changes" integer NOT NULL, CONSTRAINT "PK_gameweek_lineup_changes" PRIMARY KEY ("gameweek"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "gameweek_lineup_changes"`);
  }
}
