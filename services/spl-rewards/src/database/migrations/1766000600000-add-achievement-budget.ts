import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The achievements' emission budget (docs/achievements.md): each unlock's reward and the gameweek
 * that paid it. Unlocks before it were paid when written: their gameweek is 0.
 */
export class AddAchievementBudget1766000600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "achievement_unlock" ADD "tokens" integer`);
    await queryRunner.query(`ALTER TABLE "achievement_unlock" ADD "paid_gameweek" integer`);
    await queryRunner.query(
      `UPDATE "achievement_unlock" SET "paid_gameweek" = 0, "tokens" = CASE "achievement_id"
         WHEN 'first-goal' THEN 100 WHEN 'hat-trick-hero' THEN 500 WHEN 'century-club' THEN 1000
         WHEN 'market-master' THEN 750 WHEN 'legend-collector' THEN 2500 WHEN 'league-champion' THEN 2000
         ELSE 1000 END`,
    );
    await queryRunner.query(`ALTER TABLE "achievement_unlock" ALTER COLUMN "tokens" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_achievement_unlock_unpaid" ON "achievement_unlock" ("manager_id") WHERE paid_gameweek IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_achievement_unlock_unpaid"`);
    await queryRunner.query(`ALTER TABLE "achievement_unlock" DROP COLUMN "paid_gameweek"`);
    await queryRunner.query(`ALTER TABLE "achievement_unlock" DROP COLUMN "tokens"`);
  }
}
