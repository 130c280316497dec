import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leagues, their members and the SPL stakes held for them (docs/leagues.md). */
export class CreateLeagues1767000100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "league" ("id" uuid NOT NULL, "name" character varying(60) NOT NULL, "description" character varying(500) NOT NULL DEFAULT '', "prize_details" character varying(500) NOT NULL DEFAULT '', "max_participants" integer NOT NULL, "entry_fee" integer NOT NULL DEFAULT 0, "prize_pool" integer NOT NULL DEFAULT 0, "first_prize" integer NOT NULL DEFAULT 0, "second_prize" integer NOT NULL DEFAULT 0, "third_prize" integer NOT NULL DEFAULT 0, "start_gameweek" integer NOT NULL, "end_gameweek" integer NOT NULL, "phase" character varying(10) NOT NULL, "championship" boolean NOT NULL DEFAULT false, "creator_id" uuid, "invite_code" character varying(6), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_league" PRIMARY KEY ("id"), CONSTRAINT "UQ_league_invite_code" UNIQUE ("invite_code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_league_phase_created_at" ON "league" ("phase", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_league_end_gameweek" ON "league" ("end_gameweek")`);
    await queryRunner.query(
      `CREATE TABLE "league_membership" ("id" uuid NOT NULL, "league_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "status" character varying(8) NOT NULL, "refusal" character varying(200), "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "final_rank" integer, "prize" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_league_membership" PRIMARY KEY ("id"), CONSTRAINT "UQ_league_membership_league_manager" UNIQUE ("league_id", "manager_id"), CONSTRAINT "FK_league_membership_league" FOREIGN KEY ("league_id") REFERENCES "league"("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_league_membership_manager" ON "league_membership" ("manager_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "league_stake" ("id" uuid NOT NULL, "league_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "membership_id" uuid, "purpose" character varying(20) NOT NULL, "amount" integer NOT NULL, "status" character varying(10) NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_league_stake" PRIMARY KEY ("id"), CONSTRAINT "FK_league_stake_league" FOREIGN KEY ("league_id") REFERENCES "league"("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_league_stake_league" ON "league_stake" ("league_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "league_stake"`);
    await queryRunner.query(`DROP TABLE "league_membership"`);
    await queryRunner.query(`DROP TABLE "league"`);
  }
}
