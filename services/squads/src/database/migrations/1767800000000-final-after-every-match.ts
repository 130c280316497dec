import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gameweek's points are final once it has finished and every one of its matches has, as applied
 * here (docs/points.md, Final points): each fixture's end, and when the final rescore ran. Gameweeks
 * already finished were final; fixtures already kicked off count as finished, so a gameweek in play
 * during the upgrade ends as it would have before.
 */
export class FinalAfterEveryMatch1767800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fixture" ADD "finished_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "scored_gameweek" ADD "final_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "fixture" SET "finished_at" = "kicked_off_at" WHERE "kicked_off_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "scored_gameweek" SET "final_at" = "finished_at" WHERE "finished_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scored_gameweek" DROP COLUMN "final_at"`);
    await queryRunner.query(`ALTER TABLE "fixture" DROP COLUMN "finished_at"`);
  }
}
