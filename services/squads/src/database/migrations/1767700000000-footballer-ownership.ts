import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each gameweek's starters counted per footballer, and its lineups, for a player page's ownership
 * (docs/points.md, Ownership); filled from the lineups already locked.
 */
export class FootballerOwnership1767700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "footballer_ownership" ("gameweek" integer NOT NULL, "footballer_id" uuid NOT NULL, "lineups" integer NOT NULL, CONSTRAINT "PK_footballer_ownership" PRIMARY KEY ("gameweek", "footballer_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "scored_gameweek" ADD "lineups" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `INSERT INTO "footballer_ownership" ("gameweek", "footballer_id", "lineups")
       SELECT l.gameweek, (starter->>'footballerId')::uuid, count(DISTINCT l.manager_id)::int
       FROM "gameweek_lineup" l CROSS JOIN LATERAL jsonb_array_elements(l.starters) AS starter
       GROUP BY 1, 2`,
    );
    await queryRunner.query(
      `UPDATE "scored_gameweek" g SET "lineups" = (SELECT count(*) FROM "gameweek_lineup" l WHERE l.gameweek = g.gameweek)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scored_gameweek" DROP COLUMN "lineups"`);
    await queryRunner.query(`DROP TABLE "footballer_ownership"`);
  }
}
