import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AchievementCards1766000300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "achievement_card" ("user_id" uuid NOT NULL, "achievement_id" character varying(32) NOT NULL, "unlocked_at" TIMESTAMP WITH TIME ZONE NOT NULL, "card_id" uuid, CONSTRAINT "PK_achievement_card" PRIMARY KEY ("user_id", "achievement_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "achievement_card"`);
  }
}
