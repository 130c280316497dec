import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRewards1766000100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "club" ("id" uuid NOT NULL, "name" character varying(100) NOT NULL, "short_name" character varying(20) NOT NULL, CONSTRAINT "PK_club" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "footballer" ("id" uuid NOT NULL, "name" character varying(100) NOT NULL, "position_group" character varying(3) NOT NULL, CONSTRAINT "PK_footballer" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "lineup_starter" ("gameweek" integer NOT NULL, "footballer_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "is_captain" boolean NOT NULL, CONSTRAINT "PK_lineup_starter" PRIMARY KEY ("gameweek", "footballer_id", "manager_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_lineup_starter_gameweek_manager" ON "lineup_starter" ("gameweek", "manager_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "manager" ("id" uuid NOT NULL, "username" character varying(20) NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_manager" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "match_result" ("match_id" uuid NOT NULL, "gameweek" integer NOT NULL, "home_club_id" uuid NOT NULL, "away_club_id" uuid NOT NULL, "home_score" smallint NOT NULL, "away_score" smallint NOT NULL, "minute" smallint NOT NULL, CONSTRAINT "PK_match_result" PRIMARY KEY ("match_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "rewarding_action" ("action_id" uuid NOT NULL, "action_type" character varying(12) NOT NULL, "gameweek" integer NOT NULL, "footballer_id" uuid NOT NULL, "match_id" uuid NOT NULL, "home_club_id" uuid NOT NULL, "away_club_id" uuid NOT NULL, "home_score" smallint NOT NULL, "away_score" smallint NOT NULL, "minute" smallint NOT NULL, CONSTRAINT "PK_rewarding_action" PRIMARY KEY ("action_id", "action_type"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rewarding_action_footballer" ON "rewarding_action" ("footballer_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rewarding_action_gameweek_footballer" ON "rewarding_action" ("gameweek", "footballer_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "spl_reward" ("id" uuid NOT NULL, "sequence" BIGSERIAL NOT NULL, "action_id" uuid NOT NULL, "action_type" character varying(12) NOT NULL, "manager_id" uuid NOT NULL, "is_captain" boolean NOT NULL, "spl_tokens" integer NOT NULL, "awarded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "UQ_spl_reward_action_manager" UNIQUE ("action_id", "action_type", "manager_id"), CONSTRAINT "PK_spl_reward" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_spl_reward_manager_sequence" ON "spl_reward" ("manager_id", "sequence")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "spl_reward"`);
    await queryRunner.query(`DROP TABLE "rewarding_action"`);
    await queryRunner.query(`DROP TABLE "match_result"`);
    await queryRunner.query(`DROP TABLE "manager"`);
    await queryRunner.query(`DROP TABLE "lineup_starter"`);
    await queryRunner.query(`DROP TABLE "footballer"`);
    await queryRunner.query(`DROP TABLE "club"`);
  }
}
