import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What leagues and battles read from other services (docs/projections.md): managers' usernames,
 * the season's gameweeks and the managers' points per gameweek.
 */
export class CreateProjections1767000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "manager" ("id" uuid NOT NULL, "username" character varying(20) NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_manager" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_manager_username" ON "manager" (lower("username"))`);
    await queryRunner.query(
      `CREATE TABLE "gameweek" ("gameweek" integer NOT NULL, "season" integer, "planned_deadline" TIMESTAMP WITH TIME ZONE, "deadline_passed_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_gameweek" PRIMARY KEY ("gameweek"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "manager_gameweek_points" ("manager_id" uuid NOT NULL, "gameweek" integer NOT NULL, "has_lineup" boolean NOT NULL DEFAULT false, "points" integer NOT NULL DEFAULT 0, "final" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_manager_gameweek_points" PRIMARY KEY ("manager_id", "gameweek"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_manager_gameweek_points_gameweek" ON "manager_gameweek_points" ("gameweek")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "manager_gameweek_points"`);
    await queryRunner.query(`DROP TABLE "gameweek"`);
    await queryRunner.query(`DROP TABLE "manager"`);
  }
}
