import type { MigrationInterface, QueryRunner } from 'typeorm';

// A gameweek's GameweekFinished may be applied before its GameweekDeadlinePassed (the two are
// keyed by different matches, so they may travel on different partitions): the finished row then
// exists without a deadline, and the deadline still locks the lineups when it comes.
export class DeadlineAfterFinish1765100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scored_gameweek" ALTER COLUMN "deadline" DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "scored_gameweek" WHERE "deadline" IS NULL`);
    await queryRunner.query(`ALTER TABLE "scored_gameweek" ALTER COLUMN "deadline" SET NOT NULL`);
  }
}
