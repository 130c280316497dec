import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMatchesSchema1764000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "season" (
        "id" smallint NOT NULL,
        "seed" integer NOT NULL,
        "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "gameweek_length_minutes" integer NOT NULL,
        "gameweeks" smallint NOT NULL,
        "injuries_refreshed_through" date,
        CONSTRAINT "PK_season" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "club" (
        "id" uuid NOT NULL,
        "name" character varying(60) NOT NULL,
        "short_name" character varying(3) NOT NULL,
        CONSTRAINT "PK_club" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_club_name" UNIQUE ("name"),
        CONSTRAINT "UQ_club_short_name" UNIQUE ("short_name")
      )`);
    await queryRunner.query(`
      CREATE TABLE "footballer" (
        "id" uuid NOT NULL,
        "club_id" uuid NOT NULL,
        "name" character varying(80) NOT NULL,
        "position" character varying(3) NOT NULL,
        "overall" smallint NOT NULL,
        "rarity" character varying(10) NOT NULL,
        CONSTRAINT "PK_footballer" PRIMARY KEY ("id"),
        CONSTRAINT "FK_footballer_club" FOREIGN KEY ("club_id") REFERENCES "club" ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_footballer_club" ON "footballer" ("club_id")`);
    await queryRunner.query(`
      CREATE TABLE "match" (
        "id" uuid NOT NULL,
        "gameweek" smallint NOT NULL,
        "kickoff_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "status" character varying(10) NOT NULL,
        "minute" smallint NOT NULL,
        "home_club_id" uuid NOT NULL,
        "away_club_id" uuid NOT NULL,
        "home_score" smallint NOT NULL,
        "away_score" smallint NOT NULL,
        "version" integer NOT NULL,
        "action_count" integer NOT NULL,
        "driven_by" character varying(10),
        "simulation_seed" integer,
        "started_at" TIMESTAMP WITH TIME ZONE,
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_match" PRIMARY KEY ("id"),
        CONSTRAINT "FK_match_home_club" FOREIGN KEY ("home_club_id") REFERENCES "club" ("id"),
        CONSTRAINT "FK_match_away_club" FOREIGN KEY ("away_club_id") REFERENCES "club" ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_match_gameweek" ON "match" ("gameweek")`);
    await queryRunner.query(`CREATE INDEX "IDX_match_status_kickoff" ON "match" ("status", "kickoff_at")`);
    await queryRunner.query(`
      CREATE TABLE "match_lineup" (
        "match_id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "club_id" uuid NOT NULL,
        "role" character varying(7) NOT NULL,
        "slot" smallint NOT NULL,
        "on_minute" smallint,
        "off_minute" smallint,
        CONSTRAINT "PK_match_lineup" PRIMARY KEY ("match_id", "footballer_id"),
        CONSTRAINT "FK_match_lineup_match" FOREIGN KEY ("match_id") REFERENCES "match" ("id"),
        CONSTRAINT "FK_match_lineup_footballer" FOREIGN KEY ("footballer_id") REFERENCES "footballer" ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "match_action" (
        "id" uuid NOT NULL,
        "match_id" uuid NOT NULL,
        "sequence" integer NOT NULL,
        "minute" smallint NOT NULL,
        "kind" character varying(20) NOT NULL,
        "club_id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "assist_footballer_id" uuid,
        "related_footballer_id" uuid,
        "home_score" smallint NOT NULL,
        "away_score" smallint NOT NULL,
        "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_match_action" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_match_action_sequence" UNIQUE ("match_id", "sequence"),
        CONSTRAINT "FK_match_action_match" FOREIGN KEY ("match_id") REFERENCES "match" ("id"),
        CONSTRAINT "FK_match_action_footballer" FOREIGN KEY ("footballer_id") REFERENCES "footballer" ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_match_action_footballer" ON "match_action" ("footballer_id")`);
    await queryRunner.query(`
      CREATE TABLE "footballer_performance" (
        "match_id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "gameweek" smallint NOT NULL,
        "club_id" uuid NOT NULL,
        "position_group" character varying(3) NOT NULL,
        "minutes_played" smallint NOT NULL DEFAULT 0,
        "goals" smallint NOT NULL DEFAULT 0,
        "assists" smallint NOT NULL DEFAULT 0,
        "own_goals" smallint NOT NULL DEFAULT 0,
        "penalties_saved" smallint NOT NULL DEFAULT 0,
        "penalties_missed" smallint NOT NULL DEFAULT 0,
        "yellow_cards" smallint NOT NULL DEFAULT 0,
        "red_cards" smallint NOT NULL DEFAULT 0,
        "goals_conceded" smallint NOT NULL DEFAULT 0,
        "clean_sheet" boolean NOT NULL DEFAULT false,
        "points" smallint NOT NULL DEFAULT 0,
        CONSTRAINT "PK_footballer_performance" PRIMARY KEY ("match_id", "footballer_id"),
        CONSTRAINT "FK_footballer_performance_match" FOREIGN KEY ("match_id") REFERENCES "match" ("id"),
        CONSTRAINT "FK_footballer_performance_footballer" FOREIGN KEY ("footballer_id") REFERENCES "footballer" ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_footballer_performance_gameweek" ON "footballer_performance" ("gameweek")`,
    );
    await queryRunner.query(`
      CREATE TABLE "injury" (
        "id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "club_id" uuid NOT NULL,
        "injury" character varying(60) NOT NULL,
        "severity" character varying(10) NOT NULL,
        "status" character varying(12) NOT NULL,
        "impact_on_team" character varying(10) NOT NULL,
        "reported_on" date NOT NULL,
        "expected_return" date NOT NULL,
        "last_update" TIMESTAMP WITH TIME ZONE NOT NULL,
        "recovered" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_injury" PRIMARY KEY ("id"),
        CONSTRAINT "FK_injury_footballer" FOREIGN KEY ("footballer_id") REFERENCES "footballer" ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_injury_open" ON "injury" ("recovered", "footballer_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE "injury", "footballer_performance", "match_action", "match_lineup", "match", "footballer", "club", "season"`,
    );
  }
}
