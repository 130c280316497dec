import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The gameweeks whose lock reminder (GameweekLockApproaching) is recorded: one row each. */
export class CreateGameweekLockReminder1768100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gameweek_lock_reminder" ("gameweek" integer NOT NULL, "deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "reminded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_gameweek_lock_reminder" PRIMARY KEY ("gameweek"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "gameweek_lock_reminder"`);
  }
}
