import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAchievements1766000200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "footballer" ADD "overall" smallint`);
    await queryRunner.query(`CREATE INDEX "IDX_manager_registered" ON "manager" ("registered_at", "id")`);
    await queryRunner.query(
      `CREATE TABLE "achievement_unlock" ("manager_id" uuid NOT NULL, "achievement_id" character varying(32) NOT NULL, "unlocked_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_achievement_unlock" PRIMARY KEY ("manager_id", "achievement_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_goal" ("reward_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "match_id" uuid NOT NULL, "footballer_id" uuid NOT NULL, CONSTRAINT "PK_achievement_goal" PRIMARY KEY ("reward_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_achievement_goal_manager" ON "achievement_goal" ("manager_id", "match_id", "footballer_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_points" ("manager_id" uuid NOT NULL, "total_points" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_achievement_points" PRIMARY KEY ("manager_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_card" ("card_id" uuid NOT NULL, "footballer_id" uuid NOT NULL, "owner_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_achievement_card" PRIMARY KEY ("card_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_achievement_card_owner" ON "achievement_card" ("owner_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_achievement_card_footballer" ON "achievement_card" ("footballer_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_trade" ("event_id" uuid NOT NULL, "manager_id" uuid NOT NULL, CONSTRAINT "PK_achievement_trade" PRIMARY KEY ("event_id", "manager_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_achievement_trade_manager" ON "achievement_trade" ("manager_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "achievement_trade"`);
    await queryRunner.query(`DROP TABLE "achievement_card"`);
    await queryRunner.query(`DROP TABLE "achievement_points"`);
    await queryRunner.query(`DROP TABLE "achievement_goal"`);
    await queryRunner.query(`DROP TABLE "achievement_unlock"`);
    await queryRunner.query(`DROP INDEX "IDX_manager_registered"`);
    await queryRunner.query(`ALTER TABLE "footballer" DROP COLUMN "overall"`);
  }
}
