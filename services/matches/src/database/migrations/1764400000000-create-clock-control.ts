import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The test-only clock control's row (GAME_CLOCK_CONTROL); created empty, the row on first use. */
export class CreateClockControl1764400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "clock_control" ("id" smallint NOT NULL, "held_at" TIMESTAMP WITH TIME ZONE, "releases_at" TIMESTAMP WITH TIME ZONE, "offset_ms" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_clock_control" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "clock_control"`);
  }
}
