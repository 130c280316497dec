import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each footballer's actions paid, a row per payment statement, for Footballer.splEarned
 * (docs/rewards.md, By footballer); the rewards already paid become one row per footballer.
 */
export class FootballerEarnings1767700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "footballer_earning" ("id" BIGSERIAL NOT NULL, "footballer_id" uuid NOT NULL, "spl_tokens" bigint NOT NULL, CONSTRAINT "PK_footballer_earning" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_footballer_earning_footballer" ON "footballer_earning" ("footballer_id") `,
    );
    await queryRunner.query(
      `INSERT INTO "footballer_earning" ("footballer_id", "spl_tokens")
       SELECT a."footballer_id", sum(r."spl_tokens") FROM "spl_reward" r
       JOIN "rewarding_action" a ON a."action_id" = r."action_id" AND a."action_type" = r."action_type"
       GROUP BY a."footballer_id"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "footballer_earning"`);
  }
}
