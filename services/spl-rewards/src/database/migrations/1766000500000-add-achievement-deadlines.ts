import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Achievements that cannot be farmed (docs/achievements.md): the gameweek deadlines passed, and each
 * trade's counterparty, side and holding time. Trades recorded before carry none of these, so they
 * cannot be shown to qualify and are dropped (unlocks already paid stay).
 */
export class AddAchievementDeadlines1766000500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "achievement_deadline" ("gameweek" integer NOT NULL, "deadline" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_achievement_deadline" PRIMARY KEY ("gameweek"))`,
    );
    await queryRunner.query(`DELETE FROM "achievement_trade"`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" ADD "counterparty_id" uuid NOT NULL`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" ADD "side" character varying(6) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" ADD "held_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "achievement_trade" ADD "traded_at" TIMESTAMP WITH TIME ZONE NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "achievement_trade" DROP COLUMN "traded_at"`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" DROP COLUMN "held_since"`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" DROP COLUMN "side"`);
    await queryRunner.query(`ALTER TABLE "achievement_trade" DROP COLUMN "counterparty_id"`);
    await queryRunner.query(`DROP TABLE "achievement_deadline"`);
  }
}
