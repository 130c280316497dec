import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePointsAndStandings1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "manager_standing" (
        "manager_id" uuid NOT NULL,
        "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "total_points" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_manager_standing" PRIMARY KEY ("manager_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "scored_gameweek" (
        "gameweek" integer NOT NULL,
        "deadline" TIMESTAMP WITH TIME ZONE NOT NULL,
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_scored_gameweek" PRIMARY KEY ("gameweek")
      )`);
    await queryRunner.query(`
      CREATE TABLE "gameweek_lineup" (
        "manager_id" uuid NOT NULL,
        "gameweek" integer NOT NULL,
        "formation" character varying(16) NOT NULL,
        "starters" jsonb NOT NULL,
        "bench" jsonb NOT NULL,
        "captain_footballer_id" uuid,
        "vice_captain_footballer_id" uuid,
        "locked_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "final" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_gameweek_lineup" PRIMARY KEY ("manager_id", "gameweek")
      )`);
    // Who fielded a footballer in a gameweek: a performance event moves exactly these managers.
    await queryRunner.query(`
      CREATE TABLE "lineup_footballer" (
        "gameweek" integer NOT NULL,
        "footballer_id" uuid NOT NULL,
        "manager_id" uuid NOT NULL,
        CONSTRAINT "PK_lineup_footballer" PRIMARY KEY ("gameweek", "footballer_id", "manager_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "footballer_match_figures" (
        "match_id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "gameweek" integer NOT NULL,
        "points" integer NOT NULL,
        "minutes" integer NOT NULL,
        CONSTRAINT "PK_footballer_match_figures" PRIMARY KEY ("match_id", "footballer_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_footballer_match_figures_gameweek_footballer" ON "footballer_match_figures" ("gameweek", "footballer_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'footballer_match_figures',
      'lineup_footballer',
      'gameweek_lineup',
      'scored_gameweek',
      'manager_standing',
    ])
      await queryRunner.query(`DROP TABLE "${table}"`);
  }
}
