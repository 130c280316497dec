import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-fixture locks (docs/squads.md, Locks): the fixtures as matches schedules and kicks them off,
 * and a revision of each gameweek lineup, which grows with every change made during the gameweek.
 */
export class FixtureLocks1766300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fixture" ("match_id" uuid NOT NULL, "gameweek" integer NOT NULL, "home_club_id" uuid NOT NULL, "away_club_id" uuid NOT NULL, "kickoff_at" TIMESTAMP WITH TIME ZONE NOT NULL, "kicked_off_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fixture" PRIMARY KEY ("match_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fixture_gameweek" ON "fixture" ("gameweek")`);
    await queryRunner.query(`ALTER TABLE "gameweek_lineup" ADD "revision" integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gameweek_lineup" DROP COLUMN "revision"`);
    await queryRunner.query(`DROP TABLE "fixture"`);
  }
}
