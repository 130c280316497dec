import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The gameweeks' projection, the championships and their pre-registrations (docs/championships.md). */
export class CreateChampionshipsSchema1767000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "championship" ("id" uuid NOT NULL, "name" character varying(60) NOT NULL, "description" character varying(500) NOT NULL, "league_type" character varying(20) NOT NULL, "status" character varying(20) NOT NULL, "max_participants" integer NOT NULL, "start_gameweek" integer NOT NULL, "end_gameweek" integer NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "registration_deadline" TIMESTAMP WITH TIME ZONE, "registration_gameweek" integer, "schedule_slot" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_championship" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_championship_status_start" ON "championship" ("status", "start_gameweek")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_championship_schedule_slot" ON "championship" ("schedule_slot") `,
    );
    await queryRunner.query(
      `CREATE TABLE "pre_registration" ("id" uuid NOT NULL, "championship_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "team_name" character varying(40) NOT NULL, "preferred_formation" character varying(5) NOT NULL, "notify_email" boolean NOT NULL, "notify_push" boolean NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_pre_registration" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_pre_registration_recent" ON "pre_registration" ("championship_id", "registered_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_pre_registration_manager" ON "pre_registration" ("championship_id", "manager_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "gameweek" ("gameweek" integer NOT NULL, "season" integer, "planned_deadline" TIMESTAMP WITH TIME ZONE, "deadline_passed_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_gameweek" PRIMARY KEY ("gameweek"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "season" ("season" integer NOT NULL, "first_gameweek" integer NOT NULL, "last_gameweek" integer NOT NULL, CONSTRAINT "PK_season" PRIMARY KEY ("season"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "pre_registration" ADD CONSTRAINT "FK_pre_registration_championship" FOREIGN KEY ("championship_id") REFERENCES "championship"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pre_registration"`);
    await queryRunner.query(`DROP TABLE "championship"`);
    await queryRunner.query(`DROP TABLE "gameweek"`);
    await queryRunner.query(`DROP TABLE "season"`);
  }
}
