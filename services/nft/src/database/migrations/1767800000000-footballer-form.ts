import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the market sorts and filters by (docs/market.md, Sorting and filters): one row per
 * footballer, a few hundred, joined to the listings a page reads.
 */
export class FootballerForm1767800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "footballer_form" ("footballer_id" uuid NOT NULL, "form" double precision NOT NULL, "season_points" integer NOT NULL, "next_match_id" uuid, "next_gameweek" integer, "next_kickoff_at" TIMESTAMP WITH TIME ZONE, "next_home" boolean, "next_opponent_club_id" uuid, "next_difficulty" smallint, "as_of" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_footballer_form" PRIMARY KEY ("footballer_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "footballer_form"`);
  }
}
